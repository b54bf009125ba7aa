import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { isDoneTaskStatus, type ListReply, type TaskDetail, type TaskListRow } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, signOut, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { dialog, pickOption } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const MANAGER = "manager@acme.example";
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;
const api = demoApi(baseUrl);

/** Picks an option of a select (a combobox found by its label). */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

/** The Field Technician role's id, and a way to give it a mode for a field. */
const technicianRole = async () => (await api.signIn(TECH)) as unknown as { RoleId: number };
const setTechRight = async (FieldId: string, Mode: string) =>
  api.call(ADMIN, "/TaskConfiguration/SetFieldRight", {
    RoleId: (await technicianRole()).RoleId,
    FieldId,
    Mode,
  });

/** A work order assigned to the technician that they may still edit (open, not locked, not archived). */
const techEditableWorkOrder = async (): Promise<TaskDetail> => {
  const { Rows } = await api.call<ListReply<TaskListRow>>(TECH, "/Task/GetTaskList", {
    Scope: "Mine",
    PageSize: 200,
  });
  for (const row of Rows.filter((r) => !isDoneTaskStatus(r.StatusId))) {
    const task = await api.call<TaskDetail>(TECH, `/Task/GetTask?Id=${row.Id}`, undefined, { method: "GET" });
    if (!task.IsLocked && !task.Archived) return task;
  }
  throw new Error("the technician has no open work order to edit");
};

describe("work order records", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("the facility manager creates a work order with the form, lands on its page, and changes its planned date", async () => {
    const { page } = browser;
    const summary = `Replace the loading-dock door seal ${Date.now()}`;
    const techName = (await api.signIn(TECH)).EmpFullName;
    await signIn(page, MANAGER);
    await visit(page, "/#/TaskOperations");
    await expectHeading(page, "Task Operations");

    await page.getByRole("button", { name: "New work order", exact: true }).click();
    const form = dialog(page, "New work order");
    await form.waitFor({ timeout: WAIT_MS });
    await form.getByLabel("Summary", { exact: false }).first().fill(summary);
    await choose(page, "Work-order type", "Corrective Maintenance");
    await choose(page, "Priority", "High");
    await pickOption(page, "Assignee", "tech@acme", techName);
    await form.getByLabel("Planned date", { exact: true }).fill("2026-12-01T09:00");
    await form.getByLabel("Region", { exact: true }).fill("North");
    await form.getByRole("button", { name: "Create work order", exact: true }).click();

    await waitForAppPath(page, /^\/TaskOperations\/details\/\d+$/);
    const id = Number(/(\d+)$/.exec(new URL(page.url()).hash)![1]);
    const created = await api.call<TaskDetail>(MANAGER, `/Task/GetTask?Id=${id}`, undefined, {
      method: "GET",
    });
    expect(created).toMatchObject({
      Summary: summary,
      TypeName: "Corrective Maintenance",
      PriorityName: "High",
      AssigneeName: techName,
      StatusName: "Assigned to Technician",
      PlannedDate: "2026-12-01T16:00:00.000Z",
      Region: "North",
    });
    await expectHeading(page, created.WorkOrderNumber);
    await expectText(page, summary);
    await expectText(page, "Dec 01, 2026 09:00 AM");

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = dialog(page, `Edit ${created.WorkOrderNumber}`);
    const planned = edit.getByLabel("Planned date", { exact: true });
    await planned.waitFor({ timeout: WAIT_MS });
    expect(await planned.inputValue()).toBe("2026-12-01T09:00");
    await planned.fill("2026-12-03T10:30");
    await edit.getByRole("button", { name: "Save changes", exact: true }).click();
    await edit.waitFor({ state: "hidden", timeout: WAIT_MS });
    await expectText(page, "Dec 03, 2026 10:30 AM");

    await page.getByRole("tab", { name: "History" }).click();
    const history = page.getByRole("list", { name: "History" });
    await history.waitFor({ timeout: WAIT_MS });
    const change = history.getByRole("listitem").filter({ hasText: "Changed planned date" });
    await change.first().waitFor({ timeout: WAIT_MS });
    expect(await change.first().innerText()).toContain(
      "Planned date: Dec 01, 2026 09:00 AM → Dec 03, 2026 10:30 AM",
    );
  });

  it("an administrator makes Planned date read-only for technicians, and a technician can no longer change it", async () => {
    const { page } = browser;
    const task = await techEditableWorkOrder();
    try {
      await signIn(page, ADMIN);
      await visit(page, "/#/FieldRights");
      await expectHeading(page, "Field Rights");
      await choose(page, "Role", "Field Technician");
      await page
        .getByRole("table", { name: "Field rights of Field Technician" })
        .waitFor({ timeout: WAIT_MS });
      await choose(page, "Access to Planned date", "Read-only");
      await expectText(page, "Field Technician: Planned date is now Read-only.");
      await signOut(page);

      await signIn(page, TECH);
      await visit(page, `/#/TaskOperations/details/${task.Id}`);
      await expectHeading(page, task.WorkOrderNumber);
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const edit = dialog(page, `Edit ${task.WorkOrderNumber}`);
      const planned = edit.getByLabel("Planned date", { exact: true });
      await planned.waitFor({ timeout: WAIT_MS });
      expect(await planned.isDisabled()).toBe(true);
      expect(await edit.getByLabel("Region", { exact: true }).isDisabled()).toBe(false);
      await expectText(page, "Read-only");
      await edit.getByRole("button", { name: "Cancel", exact: true }).click();

      const refused = await api.raw(TECH, "/Task/UpdateTask", {
        body: { Id: task.Id, PlannedDate: "2027-01-05T16:00:00Z" },
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { StatusMessage: string }).StatusMessage).toBe(
        "You cannot change Planned date.",
      );
    } finally {
      await setTechRight("PlannedDate", "ReadWrite");
    }
  });
});
