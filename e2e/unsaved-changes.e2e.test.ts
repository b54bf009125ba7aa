import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Locator, Page } from "playwright-core";
import { isDoneTaskStatus, type ListReply, type TaskDetail, type TaskListRow } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { appPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, waitForAppPath } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;
/** The spec's question for leaving a page with unsaved changes (portal-platform §5.2, portal-shell §5). */
const UNSAVED_MESSAGE = "There are unsaved changes on your page.\n Press Ok to proceed anyways.";
const api = demoApi(baseUrl);

type LocationRow = { Id: number; Name: string };

/** An open work order the administrator may edit. */
const editableWorkOrder = async (): Promise<TaskDetail> => {
  const { Rows } = await api.call<ListReply<TaskListRow>>(ADMIN, "/Task/GetTaskList", { PageSize: 100 });
  for (const row of Rows.filter((r) => !isDoneTaskStatus(r.StatusId))) {
    const task = await api.call<TaskDetail>(ADMIN, `/Task/GetTask?Id=${row.Id}`, undefined, {
      method: "GET",
    });
    if (!task.IsLocked && !task.Archived) return task;
  }
  throw new Error("the administrator has no open work order to edit");
};

const firstLocation = async (): Promise<LocationRow> => {
  const { Rows } = await api.call<{ Rows: LocationRow[] }>(ADMIN, "/Location/GetLocationList", {
    PageSize: 5,
  });
  expect(Rows.length).toBeGreaterThan(0);
  return Rows[0]!;
};

/**
 * Presses the browser's Back and answers the question it brings up: OK (leave) or Cancel (stay). Answers what
 * was asked, as '<kind>: <text>'.
 */
const pressBackAndAnswer = async (page: Page, answer: "leave" | "stay"): Promise<string> => {
  const asked = page.waitForEvent("dialog", { timeout: WAIT_MS }).then(async (question) => {
    const text = `${question.type()}: ${question.message()}`;
    await (answer === "leave" ? question.accept() : question.dismiss());
    return text;
  });
  await page.goBack({ timeout: WAIT_MS });
  return asked;
};

/** Console messages about navigation blockers (React Router warns when one cannot hold up Back). */
const watchBlockerWarnings = (page: Page): string[] => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/blocker/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
};

/** Cancel keeps the page, its address, the dialog and what was typed; asked again, OK goes back. */
const expectStayThenLeave = async (
  page: Page,
  form: Locator,
  field: Locator,
  typed: string,
  { here, back }: { here: string; back: string },
) => {
  expect(await pressBackAndAnswer(page, "stay")).toBe(`confirm: ${UNSAVED_MESSAGE}`);
  await waitForAppPath(page, here);
  await form.waitFor({ state: "visible", timeout: WAIT_MS });
  expect(await field.inputValue()).toBe(typed);
  expect(appPath(page)).toBe(here);

  expect(await pressBackAndAnswer(page, "leave")).toBe(`confirm: ${UNSAVED_MESSAGE}`);
  await waitForAppPath(page, back);
  await form.waitFor({ state: "detached", timeout: WAIT_MS });
};

describe("browser Back with unsaved changes", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("in a location's edit dialog reached from an address typed in, asks the spec's question: Cancel stays, OK goes back", async () => {
    const location = await firstLocation();
    const { page } = browser;
    const warnings = watchBlockerWarnings(page);
    await signIn(page, ADMIN);
    // Typed into the address bar: an entry the app's router did not make.
    await visit(page, "/#/locations");
    await expectHeading(page, "Locations");
    await page.getByRole("searchbox", { name: "Search locations" }).fill(location.Name);
    await page.getByRole("gridcell", { name: location.Name, exact: true }).first().click();
    const here = `/locationModules/${location.Id}`;
    await waitForAppPath(page, here);
    await expectHeading(page, location.Name);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = dialog(page, `Edit ${location.Name}`);
    const name = form.getByRole("textbox", { name: /^Name/ });
    await name.fill(`${location.Name} (renamed)`);

    await expectStayThenLeave(page, form, name, `${location.Name} (renamed)`, { here, back: "/locations" });
    await expectHeading(page, "Locations");
    expect(warnings).toEqual([]);
  });

  it("in a work order's edit dialog opened straight from its address, asks the spec's question: Cancel stays, OK goes back", async () => {
    const task = await editableWorkOrder();
    const { page } = browser;
    const warnings = watchBlockerWarnings(page);
    await signIn(page, ADMIN);
    const here = `/TaskOperations/details/${task.Id}`;
    await visit(page, `/#${here}`);
    await expectHeading(page, task.WorkOrderNumber);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = dialog(page, `Edit ${task.WorkOrderNumber}`);
    const summary = form.getByLabel("Summary", { exact: false }).first();
    await summary.waitFor({ timeout: WAIT_MS });
    await summary.fill(`${task.Summary} - checked again`);

    await expectStayThenLeave(page, form, summary, `${task.Summary} - checked again`, {
      here,
      back: "/dashboard",
    });
    await expectHeading(page, "Dashboard");
    expect(warnings).toEqual([]);
  });
});
