import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import {
  calendarDayOf,
  TaskStatus,
  type ListReply,
  type ProjectListRow,
  type ProjectPlan,
  type RescheduleReply,
  type ScheduleReply,
  type TaskDetail,
  type TaskListRow,
} from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const MANAGER = "manager@acme.example";
const TECH = "tech@acme.example";
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;
const api = demoApi(baseUrl);

/** How the board names a day's column: 'Tue, Nov 24'. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** One of the technician's work orders waiting at 'Assigned to Technician' (the first; other tests take the last). */
const techWorkOrder = async (): Promise<TaskListRow> => {
  const { Rows } = await api.call<ListReply<TaskListRow>>(TECH, "/Task/GetTaskList", {
    Scope: "Mine",
    PageSize: 20,
    FilterModel: { StatusId: { filterType: "set", values: [TaskStatus.AssignedToTechnician] } },
  });
  expect(Rows.length, "an assigned work order of the technician").toBeGreaterThan(0);
  return Rows[0]!;
};

const cell = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const cardIn = (page: Page, cellName: string, number: string) =>
  cell(page, cellName).getByRole("article", { name: new RegExp(`^${number} `) });

describe("the schedule", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    // A screen tall enough for every technician's row: a drag does not scroll the page on its way.
    browser = await launchBrowser(baseUrl, { viewport: { width: 1600, height: 1600 } });
  });
  afterEach(() => browser?.close());

  it("the facility manager drags a work order from one technician to another, and the task's page shows the new assignee", async () => {
    const today = calendarDayOf(new Date());
    const workOrder = await techWorkOrder();
    // Set the scene: the work order planned today, for the technician.
    await api.call<RescheduleReply>(MANAGER, "/Task/Reschedule", {
      TaskId: workOrder.Id,
      AssigneeId: workOrder.AssigneeId,
      PlannedDate: today,
    });
    const board = await api.call<ScheduleReply>(MANAGER, "/Task/GetSchedule", { From: today, To: today });
    const elena = board.Technicians.find((t) => t.Name === "Elena Fischer");
    expect(elena, "Elena Fischer on the board").toBeTruthy();

    const { page } = browser;
    await signIn(page, MANAGER);
    await visit(page, `/#/Resource-Scheduler?day=${today}`);
    await expectHeading(page, "Resource Scheduler");
    const from = `${workOrder.AssigneeName}, ${dayLabel(today)}`;
    const to = `Elena Fischer, ${dayLabel(today)}`;
    const card = cardIn(page, from, workOrder.WorkOrderNumber);
    await card.waitFor({ timeout: WAIT_MS });

    await card.scrollIntoViewIfNeeded();
    await cell(page, to).scrollIntoViewIfNeeded();
    await card.getByText(workOrder.Summary, { exact: true }).dragTo(cell(page, to));
    await cardIn(page, to, workOrder.WorkOrderNumber).waitFor({ timeout: WAIT_MS });
    await expectText(page, "for Elena Fischer", { exact: false });
    expect(await cardIn(page, from, workOrder.WorkOrderNumber).count()).toBe(0);

    await cardIn(page, to, workOrder.WorkOrderNumber)
      .getByRole("link", { name: workOrder.WorkOrderNumber, exact: true })
      .click();
    await waitForAppPath(page, `/TaskOperations/details/${workOrder.Id}`);
    await expectHeading(page, workOrder.WorkOrderNumber);
    await expectText(page, "Elena Fischer");
    const task = await api.call<TaskDetail>(MANAGER, `/Task/GetTask?Id=${workOrder.Id}`, undefined, {
      method: "GET",
    });
    expect(task).toMatchObject({ AssigneeId: elena!.Id, AssigneeName: "Elena Fischer" });
    expect(calendarDayOf(new Date(task.PlannedDate!))).toBe(today);
  });

  it("a technician sees the calendar read-only", async () => {
    const { page } = browser;
    await signIn(page, TECH);
    await visit(page, "/#/Scheduler");
    await expectHeading(page, "Scheduler");
    await expectText(page, "You can see the schedule; moving work orders needs the Schedule Tasks right.");
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await page.getByRole("article").first().waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole("button", { name: /^Move WO-/ }).count()).toBe(0);
    expect(await page.locator('article[draggable="true"]').count()).toBe(0);
  });

  it("a project's Plan tab shows its tasks on the timeline", async () => {
    const { Rows } = await api.call<ListReply<ProjectListRow>>(ADMIN, "/Project/GetProjectList", {
      PageSize: 100,
    });
    const project = Rows.find((p) => p.TaskCount > 0);
    expect(project, "a project with tasks").toBeTruthy();
    const plan = await api.call<ProjectPlan>(ADMIN, `/Project/GetProjectPlan?Id=${project!.Id}`, undefined, {
      method: "GET",
    });
    const dated = plan.Tasks.filter((t) => t.PlannedDate !== null || t.DueDate !== null);
    expect(dated.length).toBeGreaterThan(0);

    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, `/#/ProjectManagement/projectDetails/${project!.Id}`);
    await expectHeading(page, project!.Name);
    await page.getByRole("tab", { name: "Plan", exact: true }).click();
    await expectText(page, `${dated.length} ${dated.length === 1 ? "task" : "tasks"} on the timeline`, {
      exact: false,
    });
    const first = dated[0]!;
    await page
      .getByRole("img", { name: new RegExp(`^${first.WorkOrderNumber}: `) })
      .waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole("img", { name: /^WO-/ }).count()).toBe(dated.length);
    await page.getByRole("link", { name: first.WorkOrderNumber, exact: true }).first().click();
    await waitForAppPath(page, `/TaskOperations/details/${first.Id}`);
  });
});
