import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { TaskStatus, taskStatusLabel } from "@fieldstead/domain";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";
import { newAssignedWorkOrder } from "./support/work-orders.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const MANAGER = "manager@acme.example";
const WAIT_MS = 15_000;
const S = TaskStatus;
const ON_SITE = [S.TravelingToLocation, S.ArrivedAtLocation, S.InProgress];

type WorkOrder = { Id: number; WorkOrderNumber: string; AssigneeId: number | null };

const api = demoApi(baseUrl);

/** A work order of the technician's own for this journey, which the technician has started. */
const workInProgress = async (): Promise<WorkOrder> => {
  const assigned = await newAssignedWorkOrder(api, {
    admin: ADMIN,
    assignee: TECH,
    summary: "Reset the tripped breaker on floor 3",
  });
  for (const to of ON_SITE)
    await api.call(TECH, "/Task/ChangeStatus", { TaskId: assigned.Id, ToStatusId: to });
  return assigned;
};
const moveButton = (page: Page, statusId: number) =>
  page.getByRole("button", { name: `Move to ${taskStatusLabel(statusId)}`, exact: true });

describe("the facility manager's status moves", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("the manager opens a technician's work order in progress and moves it on to Paused", async () => {
    const workOrder = await workInProgress();
    const number = workOrder.WorkOrderNumber;
    const { page } = browser;
    await signIn(page, MANAGER);
    await visit(page, `/#/TaskOperations/details/${workOrder.Id}`);
    await expectHeading(page, number);
    await expectText(page, taskStatusLabel(S.InProgress));
    await moveButton(page, S.Completed).waitFor({ timeout: WAIT_MS });

    await moveButton(page, S.Paused).click();
    const confirm = dialog(page, `Move ${number} to ${taskStatusLabel(S.Paused)}?`);
    await confirm.getByLabel("Comment (optional)").fill("Parts on back order");
    await confirm.getByRole("button", { name: `Move to ${taskStatusLabel(S.Paused)}`, exact: true }).click();
    await confirm.waitFor({ state: "hidden", timeout: WAIT_MS });
    await expectText(page, taskStatusLabel(S.Paused));
    await moveButton(page, S.InProgress).waitFor({ timeout: WAIT_MS });

    const stored = await api.call<{ StatusId: number; AssigneeId: number | null }>(
      MANAGER,
      `/Task/GetTask?Id=${workOrder.Id}`,
      undefined,
      { method: "GET" },
    );
    // Still the technician's work order: the manager moved it without taking it over.
    expect(stored).toMatchObject({ StatusId: S.Paused, AssigneeId: workOrder.AssigneeId });
  });
});
