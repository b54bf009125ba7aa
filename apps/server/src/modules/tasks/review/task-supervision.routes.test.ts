import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModuleId, TaskReviewApproval as R, TaskStatus as S } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReviewKit, type ReviewKit } from "./task-review.test-kit.ts";

describe.each(testBackends())("the supervisor's steps on a task on %s", (backend) => {
  let kit: ReviewKit;
  beforeAll(async () => {
    kit = await openReviewKit(backend);
  });
  afterAll(() => kit?.close());

  const requested = async (values: Parameters<ReviewKit["insertTask"]>[0] = {}) => {
    const id = await kit.insertTask(values);
    await kit.stepOk("tech", "RequestApproval", { TaskId: id });
    return id;
  };
  const move = (who: "tech" | "admin", TaskId: number, ToStatusId: number) =>
    kit.call(who, "POST", "/api/Task/ChangeStatus", { TaskId, ToStatusId });

  it("reopens an approved work order: In Progress, completion cleared, review Reopened, the assignee told", async () => {
    const id = await requested();
    await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    const reply = await kit.stepOk("manager", "Reopen", { TaskId: id, Comment: "Customer called again" });
    expect(reply.StatusMessage).toMatch(/^WO-TEST-\d+ reopened\.$/);
    expect(reply.Review).toMatchObject({
      StatusId: S.InProgress,
      ReviewApprovalId: R.Reopened,
      ReviewApprovalLabel: "Reopened",
      CanReopen: false,
    });
    expect(await kit.stored(id)).toMatchObject({
      statusId: S.InProgress,
      reviewApprovalId: R.Reopened,
      completedAt: null,
    });
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "Reopened",
      Summary: "Reopened — Status changed from Completed to In Progress: Customer called again",
      Changes: [
        { Field: "Status", From: "Completed", To: "In Progress" },
        { Field: "Review", From: "Approved", To: "Reopened" },
      ],
    });
    const reopened = (await kit.events(id)).find((e) => e.eventType === "TaskReopened");
    expect(reopened).toMatchObject({ payload: { Comment: "Customer called again" } });
    expect(reopened!.concerns).toEqual([kit.people.tech.employeeId]);
    // Back at work: the technician moves it again and may ask for approval once more.
    await kit.ok(move("tech", id, S.Completed));
    await kit.stepOk("tech", "RequestApproval", { TaskId: id });
  });

  it("reopens a rejected or completed work order; refuses one awaiting approval or not done, and needs a comment", async () => {
    const rejected = await requested();
    await kit.stepOk("manager", "DecideApproval", {
      TaskId: rejected,
      Decision: "Rejected",
      Comment: "Redo",
    });
    await kit.stepOk("manager", "Reopen", { TaskId: rejected, Comment: "Try again" });
    await kit.stepOk("manager", "Reopen", { TaskId: await kit.insertTask(), Comment: "Not done" });

    const awaiting = await requested();
    const refused = await kit.step("manager", "Reopen", { TaskId: awaiting, Comment: "x" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().StatusMessage).toContain("is awaiting approval");
    const working = await kit.insertTask({ statusId: S.InProgress });
    expect((await kit.step("manager", "Reopen", { TaskId: working, Comment: "x" })).statusCode).toBe(409);
    const noComment = await kit.step("manager", "Reopen", { TaskId: working });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().StatusMessage).toContain("Comment");
    expect((await kit.step("tech", "Reopen", { TaskId: working, Comment: "x" })).statusCode).toBe(403);
    expect((await kit.step("globexAdmin", "Reopen", { TaskId: rejected, Comment: "x" })).statusCode).toBe(
      404,
    );
    for (const [path, body] of [
      ["MarkIncomplete", { Comment: "x" }],
      ["SetLock", { IsLocked: true }],
      ["SetArchived", { Archived: true }],
      ["DecideApproval", { Decision: "Approved" }],
    ] as const)
      expect((await kit.step("globexAdmin", path, { TaskId: awaiting, ...body })).statusCode).toBe(404);
    expect((await kit.stored(awaiting)).isLocked).toBe(false);
    expect(await kit.history(working)).toEqual([]);
  });

  it("marks an awaiting work order incomplete: the step withdrawn as Rejected with the comment, the requester told", async () => {
    const id = await requested();
    const reply = await kit.stepOk("manager", "MarkIncomplete", { TaskId: id, Comment: "Photos missing" });
    expect(reply.Review).toMatchObject({
      StatusId: S.InProgress,
      ReviewApprovalId: R.Reopened,
      AwaitingLevel: null,
      Steps: [
        {
          Level: 1,
          Label: "Rejected",
          ReviewerId: kit.people.manager.employeeId,
          DecisionComment: "Marked incomplete: Photos missing",
        },
      ],
    });
    expect((await kit.stored(id)).completedAt).toBeNull();
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "MarkedIncomplete",
      Changes: [
        { Field: "Status", From: "Completed", To: "In Progress" },
        { Field: "Review level 1", From: "Awaiting Approval", To: "Rejected" },
      ],
    });
    const withdrawn = (await kit.events(id)).find((e) => e.eventType === "TaskRejected");
    expect(withdrawn!.concerns).toEqual([kit.people.tech.employeeId]);
  });

  it("marks a completed work order incomplete without touching its review; refuses an approved one", async () => {
    const id = await kit.insertTask();
    const reply = await kit.stepOk("manager", "MarkIncomplete", { TaskId: id, Comment: "Not finished" });
    expect(reply.Review).toMatchObject({ StatusId: S.InProgress, ReviewApprovalId: null, Steps: [] });
    const moved = (await kit.events(id)).find((e) => e.eventType === "TaskStatusChanged");
    expect(moved).toMatchObject({ payload: { ToStatusId: S.InProgress, Comment: "Not finished" } });

    const approved = await requested();
    await kit.stepOk("admin", "DecideApproval", { TaskId: approved, Decision: "Approved" });
    const refused = await kit.step("manager", "MarkIncomplete", { TaskId: approved, Comment: "x" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().StatusMessage).toContain("not yet approved");
    expect((await kit.step("tech", "MarkIncomplete", { TaskId: id, Comment: "x" })).statusCode).toBe(403);
  });

  it("locks a work order: no status move and no review step until unlocked; asking twice records once", async () => {
    const id = await kit.insertTask({ statusId: S.InProgress });
    const locked = await kit.stepOk("manager", "SetLock", { TaskId: id, IsLocked: true });
    expect(locked.StatusMessage).toMatch(/^WO-TEST-\d+ locked\.$/);
    expect(locked.Review).toMatchObject({ IsLocked: true, CanLock: false, CanUnlock: true });
    const again = await kit.stepOk("manager", "SetLock", { TaskId: id, IsLocked: true });
    expect(again.StatusMessage).toMatch(/is already locked\.$/);
    expect((await kit.history(id)).map((h) => [h.Action, h.Changes])).toEqual([
      ["Locked", [{ Field: "Locked", From: "No", To: "Yes" }]],
    ]);

    for (const who of ["tech", "admin"] as const) {
      const res = await move(who, id, S.Completed);
      expect(res.statusCode).toBe(409);
      expect(res.json().StatusMessage).toMatch(/^WO-TEST-\d+ is locked\.$/);
    }
    expect((await kit.stored(id)).statusId).toBe(S.InProgress);
    await kit.stepOk("manager", "SetLock", { TaskId: id, IsLocked: false });
    await kit.ok(move("tech", id, S.Completed));
    expect((await kit.step("tech", "SetLock", { TaskId: id, IsLocked: true })).statusCode).toBe(403);
  });

  it("archives a work order: no move, no request, no decision; restoring brings it back", async () => {
    const awaiting = await requested();
    const reply = await kit.stepOk("manager", "SetArchived", { TaskId: awaiting, Archived: true });
    expect(reply.Review).toMatchObject({
      IsArchived: true,
      CanArchive: false,
      CanRestore: true,
      CanApprove: false,
    });
    const decide = await kit.step("admin", "DecideApproval", { TaskId: awaiting, Decision: "Approved" });
    expect(decide.statusCode).toBe(409);
    expect(decide.json().StatusMessage).toMatch(/^WO-TEST-\d+ is archived\.$/);
    expect((await kit.step("manager", "MarkIncomplete", { TaskId: awaiting, Comment: "x" })).statusCode).toBe(
      409,
    );

    const done = await kit.insertTask({ archived: true });
    expect((await kit.step("tech", "RequestApproval", { TaskId: done })).statusCode).toBe(409);
    expect((await move("admin", done, S.AcceptedByCustomer)).statusCode).toBe(409);

    const restored = await kit.stepOk("manager", "SetArchived", { TaskId: awaiting, Archived: false });
    expect(restored.StatusMessage).toMatch(/restored\.$/);
    await kit.stepOk("admin", "DecideApproval", { TaskId: awaiting, Decision: "Approved" });
    expect((await kit.history(awaiting)).map((h) => h.Action).slice(0, 3)).toEqual([
      "ReviewApproved",
      "Restored",
      "Archived",
    ]);
    expect((await kit.step("tech", "SetArchived", { TaskId: done, Archived: false })).statusCode).toBe(403);
    expect((await kit.step("manager", "SetArchived", { TaskId: done })).statusCode).toBe(400);
  });

  it("refuses status moves while a review awaits and once approved, even to an administrator", async () => {
    const id = await requested();
    const waiting = await move("admin", id, S.AcceptedByCustomer);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().StatusMessage).toMatch(/^WO-TEST-\d+ is awaiting approval\.$/);
    await kit.stepOk("manager", "DecideApproval", { TaskId: id, Decision: "Approved" });
    // The administrator's rows allow Completed to Accepted by Customer; approved work stays put until reopened.
    const approved = await move("admin", id, S.AcceptedByCustomer);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().StatusMessage).toContain("reopen it to change its status");
    expect((await kit.stored(id)).statusId).toBe(S.Completed);
  });

  it("tells each caller what they may do: the technician requests, the manager supervises", async () => {
    const id = await kit.insertTask();
    expect(await kit.review("tech", id)).toMatchObject({
      CanRequestApproval: true,
      CanApprove: false,
      CanReopen: false,
      CanMarkIncomplete: false,
      CanLock: false,
      CanArchive: false,
    });
    expect(await kit.review("manager", id)).toMatchObject({
      CanRequestApproval: true,
      CanReopen: true,
      CanMarkIncomplete: true,
      CanLock: true,
      CanUnlock: false,
      CanArchive: true,
      CanRestore: false,
    });
    expect((await kit.call("viewer", "GET", `/api/Task/GetTaskReview?Id=${id}`)).statusCode).toBe(403);
  });

  it("lets only the assignee request approval once the role may not edit tasks", async () => {
    await kit.revoke("tech", ModuleId.TaskEdit, ModuleId.TaskOperations);
    const theirs = await kit.insertTask();
    const others = await kit.insertTask({ assigneeId: kit.people.admin.employeeId });
    expect((await kit.review("tech", others)).CanRequestApproval).toBe(false);
    const refused = await kit.step("tech", "RequestApproval", { TaskId: others });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().StatusMessage).toMatch(
      /^You can only request approval of work orders assigned to you; WO-TEST-\d+ is not\.$/,
    );
    await kit.stepOk("tech", "RequestApproval", { TaskId: theirs });
  });
});
