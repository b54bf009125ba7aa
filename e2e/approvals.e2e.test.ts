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
const MANAGER = "manager@acme.example";
const WAIT_MS = 15_000;
const S = TaskStatus;

type WorkOrder = { Id: number; WorkOrderNumber: string; Summary: string };

const api = demoApi(baseUrl);
const FIELD_MOVES = [S.TravelingToLocation, S.ArrivedAtLocation, S.InProgress, S.Completed];

/** A work order of the technician's own for this journey, at 'Assigned to Technician'. */
const assignedWorkOrder = (): Promise<WorkOrder> =>
  newAssignedWorkOrder(api, { admin: ADMIN, assignee: TECH, summary: "Replace the lobby door closer" });

/** The technician's work order moved to Completed and sent for approval through the API. */
const requestedWorkOrder = async (): Promise<WorkOrder> => {
  const workOrder = await assignedWorkOrder();
  for (const to of FIELD_MOVES)
    await api.call(TECH, "/Task/ChangeStatus", { TaskId: workOrder.Id, ToStatusId: to });
  await api.call(TECH, "/Task/RequestApproval", { TaskId: workOrder.Id, Comment: "Ready for a look" });
  return workOrder;
};

/** The grid's row of a work order, after searching the queue for its number. */
const findRow = async (page: Page, label: string, workOrderNumber: string) => {
  await page.getByLabel(`Search ${label}`).fill(workOrderNumber);
  await expectText(page, "1 row");
  const row = page.locator('[role="row"][row-index="0"]').filter({ hasText: workOrderNumber }).first();
  await row.waitFor({ timeout: WAIT_MS });
  return row;
};

const openTab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();

describe("task review approvals", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  /** Signs the person in a browser of their own (the previous one closes). */
  const as = async (email: string): Promise<Page> => {
    await browser.close();
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, email);
    return browser.page;
  };

  it("a technician completes a work order and asks for approval; the facility manager approves it from the queue; the technician sees it approved", async () => {
    const workOrder = await assignedWorkOrder();
    const number = workOrder.WorkOrderNumber;
    let page = await as(TECH);
    await visit(page, `/#/TaskOperations/details/${workOrder.Id}`);
    await expectHeading(page, number);
    for (const to of FIELD_MOVES) {
      const label = taskStatusLabel(to);
      await page.getByRole("button", { name: `Move to ${label}`, exact: true }).click();
      const confirm = dialog(page, `Move ${number} to ${label}?`);
      await confirm.getByRole("button", { name: `Move to ${label}`, exact: true }).click();
      await confirm.waitFor({ state: "hidden", timeout: WAIT_MS });
    }
    const review = page.getByRole("region", { name: "Review" });
    await expectText(page, "Approval has not been requested yet.");
    await review.getByRole("button", { name: "Request approval", exact: true }).click();
    const ask = dialog(page, `Request approval of ${number}?`);
    await ask.getByLabel("Comment (optional)").fill("New belt fitted and tensioned");
    await ask.getByRole("button", { name: "Request approval", exact: true }).click();
    await expectText(page, `Approval of ${number} requested.`);
    await review.getByText("Awaiting Approval").first().waitFor({ timeout: WAIT_MS });
    expect(await review.getByRole("button", { name: "Request approval" }).count()).toBe(0);

    page = await as(MANAGER);
    await visit(page, "/#/Approvals");
    await expectHeading(page, "Approvals");
    expect(await page.getByRole("tab", { name: "Awaiting Approval", selected: true }).count()).toBe(1);
    const row = await findRow(page, "approvals", number);
    await expectText(page, "New belt fitted and tensioned");
    await row.getByRole("button", { name: "Approve", exact: true }).click();
    const approve = dialog(page, `Approve ${number}?`);
    await approve.getByRole("button", { name: "Approve", exact: true }).click();
    await expectText(page, `${number} approved at level 1.`);
    await expectText(page, "0 rows");
    // Approving from the queue does not open the work order.
    await waitForAppPath(page, "/Approvals");
    await openTab(page, "Approved");
    await findRow(page, "approvals", number);

    page = await as(TECH);
    await visit(page, "/#/TasksApprovals");
    await expectHeading(page, "Task Approvals");
    await openTab(page, "Approved");
    const approved = await findRow(page, "task approvals", number);
    await expectText(page, "Dana Whitaker");
    await approved.getByRole("gridcell").first().click();
    await waitForAppPath(page, `/TaskOperations/details/${workOrder.Id}`);
    await expectText(page, taskStatusLabel(S.Completed));
    await page
      .getByRole("region", { name: "Review" })
      .getByText("Approved")
      .first()
      .waitFor({ timeout: WAIT_MS });
  });

  it("a rejection with a comment shows under 'Rejected' with the comment for the technician", async () => {
    const workOrder = await requestedWorkOrder();
    const number = workOrder.WorkOrderNumber;
    let page = await as(MANAGER);
    await visit(page, "/#/Approvals");
    await expectHeading(page, "Approvals");
    const row = await findRow(page, "approvals", number);
    await row.getByRole("button", { name: "Reject", exact: true }).click();
    const reject = dialog(page, `Reject ${number}?`);
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await expectText(page, "A comment is required to reject.");
    await reject.getByLabel("Comment").fill("The drain pan is still full of water");
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await expectText(page, `${number} rejected at level 1.`);

    page = await as(TECH);
    await visit(page, "/#/TasksApprovals");
    await expectHeading(page, "Task Approvals");
    await openTab(page, "Rejected");
    await findRow(page, "task approvals", number);
    await expectText(page, "The drain pan is still full of water");
    const stored = await api.call<{ StatusId: number }>(TECH, `/Task/GetTask?Id=${workOrder.Id}`, undefined, {
      method: "GET",
    });
    expect(stored.StatusId).toBe(S.Rejected);
  });
});
