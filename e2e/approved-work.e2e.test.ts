import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { TaskStatus, WorkOrderType } from "@fieldstead/domain";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, visibleText } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const MANAGER = "manager@acme.example";
const WAIT_MS = 15_000;
const DAY_MS = 86_400_000;
const S = TaskStatus;
// The technician takes the job ('Accepted'), goes, does the work and completes it.
const TECHNICIAN_MOVES = [S.Accepted, S.TravelingToLocation, S.ArrivedAtLocation, S.InProgress, S.Completed];

type WorkOrder = { Id: number; WorkOrderNumber: string };

const api = demoApi(baseUrl);

/**
 * A Corrective Maintenance work order made for this test and assigned to the technician ('Assigned to
 * Technician'), overdue (planned three days ago, due two days ago), then worked through to Completed and sent
 * for approval. Its own work order: the other journeys on the same server move the seeded ones.
 */
const completedOverdueWorkOrder = async (): Promise<WorkOrder> => {
  const { EmployeeId } = (await api.signIn(TECH)) as unknown as { EmployeeId: number };
  const now = Date.now();
  const { Task: workOrder } = await api.call<{ Task: WorkOrder & { StatusId: number } }>(
    ADMIN,
    "/Task/CreateTask",
    {
      Summary: "Re-seal the boiler room door",
      TypeId: WorkOrderType.CorrectiveMaintenance,
      AssigneeId: EmployeeId,
      PlannedDate: new Date(now - 3 * DAY_MS).toISOString(),
      DueDate: new Date(now - 2 * DAY_MS).toISOString(),
    },
  );
  expect(workOrder.StatusId, "a work order assigned to the technician").toBe(S.AssignedToTechnician);
  for (const to of TECHNICIAN_MOVES)
    await api.call(TECH, "/Task/ChangeStatus", { TaskId: workOrder!.Id, ToStatusId: to });
  await api.call(TECH, "/Task/RequestApproval", { TaskId: workOrder!.Id, Comment: "Done, past its date" });
  return workOrder!;
};

/** The home dashboard's 'Open work orders' card as read afresh: its figure and its 'N overdue' caption. */
const openWorkOrdersCard = async (page: Page): Promise<{ open: string; overdue: string }> => {
  await visit(page, "/#/dashboard");
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/Dashboard/GetDashboardSummary") && r.ok()),
    page.reload(),
  ]);
  const card = page.getByRole("region", { name: "Open work orders", exact: true });
  await card.getByText(/ overdue$/).waitFor({ timeout: WAIT_MS });
  const text = await card.innerText();
  const found = /Open work orders\s+([\d,]+)\s+([\d,]+) overdue/.exec(text);
  expect(found, await visibleText(page)).not.toBeNull();
  return { open: found![1]!, overdue: found![2]! };
};

describe("approved work", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("a reviewer approves a completed, overdue work order: the dashboard's open count does not rise, and the timeline shows Approved, not a second Accepted", async () => {
    const workOrder = await completedOverdueWorkOrder();
    const number = workOrder.WorkOrderNumber;
    const { page } = browser;
    await signIn(page, MANAGER);
    const before = await openWorkOrdersCard(page);

    await visit(page, `/#/TaskOperations/details/${workOrder.Id}`);
    await expectHeading(page, number);
    const review = page.getByRole("region", { name: "Review" });
    await review.getByRole("button", { name: "Approve", exact: true }).click();
    const approve = dialog(page, `Approve ${number}?`);
    await approve.getByRole("button", { name: "Approve", exact: true }).click();
    await expectText(page, `${number} approved at level 1.`);
    await review.getByText("Approved", { exact: true }).first().waitFor({ timeout: WAIT_MS });

    await page.getByRole("tab", { name: "Timeline" }).click();
    const statuses = page.getByRole("table", { name: "Statuses" });
    await statuses.getByText("Completed", { exact: true }).waitFor({ timeout: WAIT_MS });
    // 'Accepted' once: the technician taking the job. The approval is a date of its own.
    expect(await statuses.getByText("Accepted", { exact: true }).count()).toBe(1);
    await page
      .locator('[aria-label="Dates"]')
      .getByText("Approved", { exact: true })
      .waitFor({ timeout: WAIT_MS });

    expect(await openWorkOrdersCard(page)).toEqual(before);
  });
});
