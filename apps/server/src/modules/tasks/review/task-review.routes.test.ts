import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { TaskReviewApproval as R, TaskStatus as S } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReviewKit, type ReviewKit } from "./task-review.test-kit.ts";

describe.each(testBackends())("requesting and deciding a task's review on %s", (backend) => {
  let kit: ReviewKit;
  beforeAll(async () => {
    kit = await openReviewKit(backend);
  });
  afterAll(() => kit?.close());

  const request = (taskId: number, Comment?: string) =>
    kit.stepOk("tech", "RequestApproval", { TaskId: taskId, Comment });
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

  it("the assignee sends a completed work order to level 1: a step awaiting, history, and the reviewers hear of it", async () => {
    const id = await kit.insertTask();
    const reply = await request(id, "All filters replaced");
    expect(reply.StatusMessage).toMatch(/^Approval of WO-TEST-\d+ requested\.$/);
    expect(reply.Review).toMatchObject({
      TaskId: id,
      ReviewApprovalId: R.PendingApproval,
      ReviewApprovalLabel: "Awaiting Approval",
      AwaitingLevel: 1,
      CanRequestApproval: false,
      CanApprove: false,
      Steps: [
        {
          Level: 1,
          Label: "Awaiting Approval",
          RequestedById: kit.people.tech.employeeId,
          RequestComment: "All filters replaced",
          ReviewerId: null,
          DecidedAt: null,
        },
      ],
    });
    expect(reply.Review.Steps[0]!.RequestedByName).toMatch(/\S/);
    expect((await kit.stored(id)).reviewApprovalId).toBe(R.PendingApproval);
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "ApprovalRequested",
      Summary: "Approval requested at review level 1: All filters replaced",
      Changes: [{ Field: "Review", From: null, To: "Awaiting Approval" }],
    });
    const [event] = await kit.events(id);
    expect(event).toMatchObject({
      eventType: "TaskApprovalRequested",
      actorId: kit.people.tech.employeeId,
      payload: { Level: 1, Comment: "All filters replaced" },
    });
    // The administrator and the facility manager review level 1; the technician does not.
    expect(sorted(event!.concerns)).toEqual(
      sorted([kit.people.admin.employeeId, kit.people.manager.employeeId]),
    );
    // The reviewer sees that they may decide it.
    expect(await kit.review("manager", id)).toMatchObject({ CanApprove: true, CanReject: true });
  });

  it.each([
    ["a work order in progress", { statusId: S.InProgress }, "is 'In Progress'"],
    ["a locked work order", { isLocked: true }, "is locked."],
    ["an archived work order", { archived: true }, "is archived."],
  ])("refuses %s with 409 and writes nothing", async (_what, values, message) => {
    const id = await kit.insertTask(values);
    const res = await kit.step("tech", "RequestApproval", { TaskId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().StatusMessage).toContain(message);
    expect(await kit.steps(id)).toEqual([]);
    expect(await kit.history(id)).toEqual([]);
    expect(await kit.events(id)).toEqual([]);
  });

  it("refuses a second request while one awaits, another organisation's task, and a bad id", async () => {
    const id = await kit.insertTask();
    await request(id);
    const again = await kit.step("tech", "RequestApproval", { TaskId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().StatusMessage).toMatch(/^WO-TEST-\d+ is already awaiting approval\.$/);
    expect(await kit.steps(id)).toHaveLength(1);
    expect((await kit.step("globexTech", "RequestApproval", { TaskId: id })).statusCode).toBe(404);
    expect((await kit.call("globexTech", "GET", `/api/Task/GetTaskReview?Id=${id}`)).statusCode).toBe(404);
    const bad = await kit.step("tech", "RequestApproval", { TaskId: "seven" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("TaskId");
    expect((await kit.step("viewer", "RequestApproval", { TaskId: id })).statusCode).toBe(403);
  });

  it("a reviewer approves the last level: still Completed, review Approved, no status move, the requester told", async () => {
    const id = await kit.insertTask();
    await request(id);
    const reply = await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(reply.StatusMessage).toMatch(/^WO-TEST-\d+ approved at level 1\.$/);
    expect(reply.Review).toMatchObject({
      StatusId: S.Completed,
      ReviewApprovalId: R.Approved,
      ReviewApprovalLabel: "Approved",
      AwaitingLevel: null,
      Steps: [{ Level: 1, Label: "Approved", ReviewerId: kit.people.manager.employeeId }],
      CanApprove: false,
      CanReopen: true,
      // Approved work stays Completed, and is not sent for approval again.
      CanRequestApproval: false,
    });
    const again = await kit.step("tech", "RequestApproval", { TaskId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().StatusMessage).toMatch(/^WO-TEST-\d+ is already approved\.$/);
    expect(await kit.stored(id)).toMatchObject({ statusId: S.Completed, reviewApprovalId: R.Approved });
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "ReviewApproved",
      Summary: "Review approved at level 1",
      Changes: [{ Field: "Review level 1", From: "Awaiting Approval", To: "Approved" }],
    });
    const approved = (await kit.events(id)).find((e) => e.eventType === "TaskApproved");
    expect(approved).toMatchObject({
      actorId: kit.people.manager.employeeId,
      payload: { Level: 1, FromStatusId: S.Completed, ToStatusId: S.Completed },
    });
    expect(approved!.concerns).toEqual([kit.people.tech.employeeId]);
  });

  it("a rejection needs a comment (400 naming Comment), then rejects the work with it", async () => {
    const id = await kit.insertTask();
    await request(id);
    for (const Comment of [undefined, "   "]) {
      const res = await kit.step("manager", "DecideApproval", { TaskId: id, Decision: "Rejected", Comment });
      expect(res.statusCode).toBe(400);
      expect(res.json().StatusMessage).toBe("Invalid request: Comment: A comment is required to reject.");
    }
    expect((await kit.step("manager", "DecideApproval", { TaskId: id, Decision: "Maybe" })).statusCode).toBe(
      400,
    );
    expect((await kit.stored(id)).reviewApprovalId).toBe(R.PendingApproval);

    const reply = await kit.stepOk("manager", "DecideApproval", {
      TaskId: id,
      Decision: "Rejected",
      Comment: "Filter housing still leaks",
    });
    expect(reply.Review).toMatchObject({
      StatusId: S.Rejected,
      ReviewApprovalId: R.Rejected,
      Steps: [{ Label: "Rejected", DecisionComment: "Filter housing still leaks" }],
    });
    expect((await kit.history(id))[0]!.Summary).toBe(
      "Status changed from Completed to Rejected: Filter housing still leaks",
    );
    const rejected = (await kit.events(id)).find((e) => e.eventType === "TaskRejected");
    expect(rejected).toMatchObject({ payload: { Comment: "Filter housing still leaks" } });
    expect(rejected!.concerns).toEqual([kit.people.tech.employeeId]);
  });

  it("refuses a reviewer their own request, and anyone without the level's reviewer module", async () => {
    const id = await kit.insertTask({ assigneeId: kit.people.manager.employeeId });
    await kit.stepOk("manager", "RequestApproval", { TaskId: id });
    const own = await kit.step("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(own.statusCode).toBe(403);
    expect(own.json().StatusMessage).toBe("You cannot review your own request.");
    const tech = await kit.step("tech", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(tech.statusCode).toBe(403);
    expect(tech.json().StatusMessage).toBe("Your role cannot review work orders at level 1.");
    expect(await kit.steps(id)).toEqual([{ level: 1, stateId: R.PendingApproval }]);
    expect((await kit.history(id)).map((h) => h.Action)).toEqual(["ApprovalRequested"]);
    expect((await kit.review("manager", id)).CanApprove).toBe(false);
    // Someone else who reviews level 1 may.
    await kit.stepOk("admin", "DecideApproval", { TaskId: id, Decision: "Approved" });
  });

  it("answers 409 when nothing awaits, and decides a step once when two reviewers decide at the same time", async () => {
    const idle = await kit.insertTask();
    const none = await kit.step("manager", "DecideApproval", { TaskId: idle, Decision: "Approved" });
    expect(none.statusCode).toBe(409);
    expect(none.json().StatusMessage).toMatch(/is not awaiting approval\.$/);

    const id = await kit.insertTask();
    await request(id);
    const answers = await Promise.all([
      kit.step("manager", "DecideApproval", { TaskId: id, Decision: "Approved" }),
      kit.step("admin", "DecideApproval", { TaskId: id, Decision: "Rejected", Comment: "No" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const steps = await kit.steps(id);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.stateId).not.toBe(R.PendingApproval);
    expect((await kit.history(id)).length).toBe(2);
  });

  it("keeps nothing of a decision whose last write fails: the step still awaits, the status and history unchanged", async () => {
    const id = await kit.insertTask({ reviewLevels: 2 });
    await request(id);
    // The event is the decision's last write: make the database refuse it for this task only.
    await kit.t.ctx.db.execute(
      sql.raw(`create function refuse_task_event() returns trigger language plpgsql as $$
        begin
          if new.subject_id = ${id} and new.event_type = 'TaskApproved' then raise exception 'refused'; end if;
          return new;
        end $$`),
    );
    await kit.t.ctx.db.execute(
      sql.raw(`create trigger refuse_task_event before insert on domain_events
        for each row execute function refuse_task_event()`),
    );
    try {
      const res = await kit.step("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
      expect(res.statusCode).toBe(500);
    } finally {
      await kit.t.ctx.db.execute(sql.raw("drop trigger refuse_task_event on domain_events"));
      await kit.t.ctx.db.execute(sql.raw("drop function refuse_task_event()"));
    }
    expect(await kit.steps(id)).toEqual([{ level: 1, stateId: R.PendingApproval }]);
    expect(await kit.stored(id)).toMatchObject({
      statusId: S.Completed,
      reviewApprovalId: R.PendingApproval,
    });
    expect((await kit.history(id)).map((h) => h.Action)).toEqual(["ApprovalRequested"]);
    expect((await kit.events(id)).map((e) => e.eventType)).toEqual(["TaskApprovalRequested"]);
    await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
  });

  it("walks three levels: Completed, Accepted by Reviewer 2, then approved by the only level-3 reviewer", async () => {
    const id = await kit.insertTask({ reviewLevels: 3 });
    await request(id);
    const first = await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(first.StatusMessage).toMatch(/approved at level 1; level 2 is now awaiting approval\.$/);
    expect(first.Review).toMatchObject({
      StatusId: S.Completed,
      ReviewApprovalId: R.PendingApproval,
      AwaitingLevel: 2,
      Steps: [
        { Level: 1, Label: "Approved" },
        { Level: 2, Label: "Awaiting Approval", RequestedById: kit.people.tech.employeeId },
      ],
    });
    const asked = (await kit.events(id)).filter((e) => e.eventType === "TaskApprovalRequested");
    expect(asked.map((e) => e.payload)).toEqual([
      expect.objectContaining({ Level: 1 }),
      expect.objectContaining({ Level: 2 }),
    ]);
    expect(sorted(asked[1]!.concerns)).toEqual(
      sorted([kit.people.admin.employeeId, kit.people.manager.employeeId]),
    );

    const second = await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(second.Review).toMatchObject({ StatusId: S.AcceptedByReviewer2, AwaitingLevel: 3 });
    expect((await kit.history(id))[0]!.Summary).toBe(
      "Status changed from Completed to Accepted by Reviewer 2",
    );
    // The facility manager holds Reviewer 1 and 2, not 3: only the administrator hears of level 3.
    const third = (await kit.events(id)).filter((e) => e.eventType === "TaskApprovalRequested").at(-1)!;
    expect(third.concerns).toEqual([kit.people.admin.employeeId]);
    const refused = await kit.step("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().StatusMessage).toBe("Your role cannot review work orders at level 3.");

    const last = await kit.stepOk("admin", "DecideApproval", {
      TaskId: id,
      Decision: "Approved",
      Comment: "Fine",
    });
    expect(last.Review).toMatchObject({
      StatusId: S.AcceptedByReviewer2,
      ReviewApprovalId: R.Approved,
      AwaitingLevel: null,
    });
    expect(last.Review.Steps.map((s) => [s.Level, s.Label])).toEqual([
      [1, "Approved"],
      [2, "Approved"],
      [3, "Approved"],
    ]);
    expect((await kit.history(id))[0]).toMatchObject({
      Summary: "Review approved at level 3: Fine",
      Changes: [{ Field: "Review level 3", From: "Awaiting Approval", To: "Approved" }],
    });
  });

  it("a rejection at level 2 rejects the work and asks no further level", async () => {
    const id = await kit.insertTask({ reviewLevels: 3 });
    await request(id);
    await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    const reply = await kit.stepOk("admin", "DecideApproval", {
      TaskId: id,
      Decision: "Rejected",
      Comment: "Redo",
    });
    expect(reply.Review).toMatchObject({
      StatusId: S.Rejected,
      ReviewApprovalId: R.Rejected,
      AwaitingLevel: null,
    });
    expect(await kit.steps(id)).toEqual([
      { level: 1, stateId: R.Approved },
      { level: 2, stateId: R.Rejected },
    ]);
  });
});
