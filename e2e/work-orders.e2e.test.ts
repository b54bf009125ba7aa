import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { TaskStatus, taskStatusLabel } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";
import { newAssignedWorkOrder } from "./support/work-orders.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;
const S = TaskStatus;

const api = demoApi(baseUrl);
const FIELD_MOVES = [S.TravelingToLocation, S.ArrivedAtLocation, S.InProgress, S.Completed];

/** A work order of the technician's own for this journey, at 'Assigned to Technician'. */
const assignedWorkOrder = () =>
  newAssignedWorkOrder(api, { admin: ADMIN, assignee: TECH, summary: "Check the rooftop unit's belts" });

/** The status chip beside the heading shows exactly the status's label. */
const expectStatus = (page: Page, statusId: number) => expectText(page, taskStatusLabel(statusId));

const moveButton = (page: Page, statusId: number) =>
  page.getByRole("button", { name: `Move to ${taskStatusLabel(statusId)}`, exact: true });

describe("work orders", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("a technician finds an assigned work order, moves it through the field statuses to Completed, and cannot make the customer's move", async () => {
    const workOrder = await assignedWorkOrder();
    const { page } = browser;
    await signIn(page, TECH);

    await visit(page, "/#/TaskOperations");
    await expectHeading(page, "Task Operations");
    await page.getByRole("tab", { name: "Assigned to me" }).click();
    await page.getByLabel("Search tasks and work orders").fill(workOrder.WorkOrderNumber);
    await expectText(page, "1 row");
    const row = page.locator('[role="row"][row-index="0"]').filter({ hasText: workOrder.WorkOrderNumber });
    await row.first().waitFor({ timeout: WAIT_MS });
    await row.first().getByRole("gridcell").first().click();
    await waitForAppPath(page, `/TaskOperations/details/${workOrder.Id}`);
    await expectHeading(page, workOrder.WorkOrderNumber);
    await expectText(page, workOrder.Summary);
    await expectStatus(page, S.AssignedToTechnician);

    for (const [index, to] of FIELD_MOVES.entries()) {
      const label = taskStatusLabel(to);
      await moveButton(page, to).click();
      const confirm = dialog(page, `Move ${workOrder.WorkOrderNumber} to ${label}?`);
      if (index === 0) await confirm.getByLabel("Comment (optional)").fill("On my way to the site");
      await confirm.getByRole("button", { name: `Move to ${label}`, exact: true }).click();
      await confirm.waitFor({ state: "hidden", timeout: WAIT_MS });
      await expectStatus(page, to);
      const next = FIELD_MOVES[index + 1];
      if (next !== undefined) await moveButton(page, next).waitFor({ timeout: WAIT_MS });
    }

    // Completed → Accepted by Customer is not a field move: no button, and the server refuses it.
    expect(await moveButton(page, S.AcceptedByCustomer).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Move to / }).count()).toBe(0);
    const refused = await api.raw(TECH, "/Task/ChangeStatus", {
      body: { TaskId: workOrder.Id, ToStatusId: S.AcceptedByCustomer },
    });
    expect(refused.status).toBe(403);
    const task = await api.call<{ StatusId: number; AllowedMoves: unknown[] }>(
      TECH,
      `/Task/GetTask?Id=${workOrder.Id}`,
      undefined,
      { method: "GET" },
    );
    expect(task).toMatchObject({ StatusId: S.Completed, AllowedMoves: [] });

    // The history keeps each move, the comment with the first.
    await page.getByRole("tab", { name: "History" }).click();
    await expectText(page, "On my way to the site", { exact: false });
    expect(
      await page.getByRole("list", { name: "History" }).getByRole("listitem").count(),
    ).toBeGreaterThanOrEqual(FIELD_MOVES.length);
  });
});
