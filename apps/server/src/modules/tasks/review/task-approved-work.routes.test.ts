import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TaskReviewApproval as R,
  TaskStatus as S,
  type DashboardData,
  type DashboardDrillDownReply,
  type DashboardSummary,
  type ListReply,
  type TaskDetail,
  type TaskListRow,
  type TaskTimeline,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReviewKit, type Person, type ReviewKit } from "./task-review.test-kit.ts";

const DAY = 86_400_000;
const WORK_ORDERS_DASHBOARD = 1447;

/** The open and overdue figures of the home dashboard's card and of the Work Orders analytics dashboard. */
type OpenAndOverdue = {
  summaryOpen: number;
  summaryOverdue: number;
  analyticsOpen: number;
  analyticsOverdue: number;
};

describe.each(testBackends())("approved work is closed work on %s", (backend) => {
  let kit: ReviewKit;
  beforeAll(async () => {
    kit = await openReviewKit(backend);
  });
  afterAll(() => kit?.close());

  const get = <T>(who: Person, url: string) => kit.ok<T>(kit.call(who, "GET", url));
  const post = <T>(who: Person, url: string, body: unknown) => kit.ok<T>(kit.call(who, "POST", url, body));
  const figures = async (): Promise<OpenAndOverdue> => {
    const summary = await get<DashboardSummary>("admin", "/api/Dashboard/GetDashboardSummary");
    const analytics = await post<DashboardData>("admin", "/api/Analytics/GetDashboardData", {
      DashboardId: WORK_ORDERS_DASHBOARD,
    });
    const value = (key: string) => analytics.Widgets.find((w) => w.Key === key)?.Value;
    return {
      summaryOpen: summary.WorkOrders!.Open,
      summaryOverdue: summary.WorkOrders!.Overdue,
      analyticsOpen: value("open")!,
      analyticsOverdue: value("overdue")!,
    };
  };
  const overdueDrill = (): Promise<DashboardDrillDownReply> =>
    post("admin", "/api/Analytics/GetDashboardDrillDown", {
      DashboardId: WORK_ORDERS_DASHBOARD,
      WidgetKey: "overdue",
      DrillKey: "overdue",
    });
  const listRow = async (id: number) => {
    const { WorkOrderNumber } = await get<TaskDetail>("admin", `/api/Task/GetTask?Id=${id}`);
    const reply = await post<ListReply<TaskListRow>>("admin", "/api/Task/GetTaskList", {
      PageSize: 5,
      Search: WorkOrderNumber,
    });
    return reply.Rows.find((r) => r.Id === id);
  };

  it("approving a completed, overdue work order raises no open or overdue count anywhere", async () => {
    const dueDate = new Date(kit.t.clock.now().getTime() - 3 * DAY);
    const id = await kit.insertTask({ dueDate });
    const before = await figures();
    expect((await overdueDrill()).Rows.map((r) => r.Id)).not.toContain(id);

    await kit.stepOk("tech", "RequestApproval", { TaskId: id });
    const approved = await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });

    // The dashboard card, the analytics figures (kept by the rollup triggers) and their drill-down.
    expect(await figures()).toEqual(before);
    expect(approved.Review).toMatchObject({ StatusId: S.Completed, ReviewApprovalId: R.Approved });
    expect((await overdueDrill()).Rows.map((r) => r.Id)).not.toContain(id);
    // The list (and its export, which writes the same rows): Completed, not overdue.
    expect(await listRow(id)).toMatchObject({
      StatusName: "Completed",
      IsOverdue: false,
    });
    // The timeline: the technician's work, then the approval as a point, never a second 'Accepted'.
    const timeline = await get<TaskTimeline>("admin", `/api/Task/GetTaskTimeline?Id=${id}`);
    expect(timeline.Segments.map((s) => s.StatusName)).not.toContain("Accepted");
    expect(timeline.Points.map((p) => p.Label)).toContain("Approved");
  });

  it("an approval at level 2 of a work order past due is closed too; reopening makes it open again", async () => {
    const dueDate = new Date(kit.t.clock.now().getTime() - 2 * DAY);
    const id = await kit.insertTask({ dueDate, reviewLevels: 2 });
    const before = await figures();
    await kit.stepOk("tech", "RequestApproval", { TaskId: id });
    await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(await figures()).toEqual(before);
    await kit.stepOk("admin", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect((await kit.stored(id)).statusId).toBe(S.AcceptedByReviewer2);
    expect(await figures()).toEqual(before);

    await kit.stepOk("manager", "Reopen", { TaskId: id, Comment: "The customer called again" });
    expect(await figures()).toEqual({
      summaryOpen: before.summaryOpen + 1,
      summaryOverdue: before.summaryOverdue + 1,
      analyticsOpen: before.analyticsOpen + 1,
      analyticsOverdue: before.analyticsOverdue + 1,
    });
  });
});
