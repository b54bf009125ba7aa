import { describe, expect, it } from "vitest";
import { TaskReviewApproval as R, TaskStatus as S } from "../tasks.enums.ts";
import { isOpenTaskStatus } from "../tasks.rules.ts";
import {
  approvalStateLabel,
  checkDecision,
  checkMarkIncomplete,
  checkReopen,
  checkRequestApproval,
  checkStatusMove,
  decisionOutcome,
  reviewApprovalLabel,
  reviewCapabilities,
  type ReviewedTask,
  type ReviewRights,
} from "./task-review.rules.ts";

const ASSIGNEE = 7;
const OTHER = 9;
const task = (values: Partial<ReviewedTask> = {}): ReviewedTask => ({
  workOrderNumber: "WO-2026-00042",
  statusId: S.Completed,
  reviewApprovalId: null,
  reviewLevels: 1,
  isLocked: false,
  archived: false,
  assigneeId: ASSIGNEE,
  ...values,
});
const refusal = (check: { ok: boolean; refusal?: string; message?: string }) =>
  check.ok ? "ok" : `${check.refusal}: ${check.message}`;

describe("labels", () => {
  it.each([
    [R.PendingApproval, "Awaiting Approval"],
    [R.Approved, "Approved"],
    [R.Rejected, "Rejected"],
  ])("a step in state %i reads '%s'", (state, label) => expect(approvalStateLabel(state)).toBe(label));

  it.each([
    [null, null],
    [R.PendingApproval, "Awaiting Approval"],
    [R.Reopened, "Reopened"],
  ])("a review %o reads %o", (id, label) => expect(reviewApprovalLabel(id)).toBe(label));
});

describe("status moves", () => {
  it.each([
    [{}, "ok"],
    [{ isLocked: true }, "NOT_ALLOWED_NOW: WO-2026-00042 is locked."],
    [{ archived: true, isLocked: true }, "NOT_ALLOWED_NOW: WO-2026-00042 is archived."],
    [{ reviewApprovalId: R.PendingApproval }, "NOT_ALLOWED_NOW: WO-2026-00042 is awaiting approval."],
    [
      { reviewApprovalId: R.Approved },
      "NOT_ALLOWED_NOW: WO-2026-00042 is approved: reopen it to change its status.",
    ],
    [{ reviewApprovalId: R.Rejected }, "ok"],
    [{ reviewApprovalId: R.Reopened }, "ok"],
  ])("with %o: %s", (values, expected) => expect(refusal(checkStatusMove(task(values)))).toBe(expected));
});

describe("requesting approval", () => {
  it.each([
    ["the assignee", {}, ASSIGNEE, false, "ok"],
    ["someone who may edit tasks", {}, OTHER, true, "ok"],
    [
      "anyone else",
      {},
      OTHER,
      false,
      "FORBIDDEN: You can only request approval of work orders assigned to you; WO-2026-00042 is not.",
    ],
    [
      "a task not completed",
      { statusId: S.InProgress },
      ASSIGNEE,
      false,
      "NOT_ALLOWED_NOW: Only a completed work order can be sent for approval; WO-2026-00042 is 'In Progress'.",
    ],
    [
      "a task already awaiting",
      { reviewApprovalId: R.PendingApproval },
      ASSIGNEE,
      false,
      "NOT_ALLOWED_NOW: WO-2026-00042 is already awaiting approval.",
    ],
    [
      "a task approved already (it stays Completed)",
      { reviewApprovalId: R.Approved },
      ASSIGNEE,
      true,
      "NOT_ALLOWED_NOW: WO-2026-00042 is already approved.",
    ],
    ["a locked task", { isLocked: true }, ASSIGNEE, true, "NOT_ALLOWED_NOW: WO-2026-00042 is locked."],
    ["an archived task", { archived: true }, ASSIGNEE, true, "NOT_ALLOWED_NOW: WO-2026-00042 is archived."],
    ["a task reopened earlier", { reviewApprovalId: R.Reopened }, ASSIGNEE, false, "ok"],
    ["a task rejected earlier and completed again", { reviewApprovalId: R.Rejected }, ASSIGNEE, false, "ok"],
  ])("by %s", (_who, values, callerId, canEditTasks, expected) =>
    expect(refusal(checkRequestApproval({ task: task(values), callerId, canEditTasks }))).toBe(expected),
  );
});

describe("deciding", () => {
  const awaiting = (level: number, requestedById = ASSIGNEE) => ({ level, requestedById });
  it.each([
    ["a reviewer of the level", awaiting(1), [1], "ok"],
    [
      "a reviewer of another level",
      awaiting(2),
      [1],
      "FORBIDDEN: Your role cannot review work orders at level 2.",
    ],
    ["the requester", awaiting(1, OTHER), [1, 2], "FORBIDDEN: You cannot review your own request."],
    ["anyone, with nothing awaiting", null, [1], "NOT_ALLOWED_NOW: WO-2026-00042 is not awaiting approval."],
  ])("by %s", (_who, step, levels, expected) =>
    expect(
      refusal(
        checkDecision({
          task: task({ reviewApprovalId: R.PendingApproval }),
          awaiting: step,
          callerId: OTHER,
          reviewerLevels: levels,
        }),
      ),
    ).toBe(expected),
  );

  it("refuses a locked task's step to a reviewer who could otherwise decide it", () => {
    const check = checkDecision({
      task: task({ isLocked: true }),
      awaiting: awaiting(1),
      callerId: OTHER,
      reviewerLevels: [1],
    });
    expect(refusal(check)).toBe("NOT_ALLOWED_NOW: WO-2026-00042 is locked.");
  });

  it.each([
    [1, 1, "Approved", { statusId: S.Completed, reviewApprovalId: R.Approved, nextLevel: null }],
    [1, 2, "Approved", { statusId: S.Completed, reviewApprovalId: R.PendingApproval, nextLevel: 2 }],
    [2, 2, "Approved", { statusId: S.AcceptedByReviewer2, reviewApprovalId: R.Approved, nextLevel: null }],
    [
      2,
      3,
      "Approved",
      { statusId: S.AcceptedByReviewer2, reviewApprovalId: R.PendingApproval, nextLevel: 3 },
    ],
    [3, 3, "Approved", { statusId: S.AcceptedByReviewer2, reviewApprovalId: R.Approved, nextLevel: null }],
    [1, 3, "Rejected", { statusId: S.Rejected, reviewApprovalId: R.Rejected, nextLevel: null }],
    [3, 3, "Rejected", { statusId: S.Rejected, reviewApprovalId: R.Rejected, nextLevel: null }],
  ] as const)("level %i of %i %s leaves %o", (level, reviewLevels, decision, outcome) =>
    expect(decisionOutcome({ level, reviewLevels, decision })).toEqual(outcome),
  );

  it.each([
    [1, 1],
    [1, 2],
    [1, 3],
    [2, 2],
    [2, 3],
    [3, 3],
  ])(
    "an approval at level %i of %i leaves the work closed, never the technician's 'Accepted'",
    (level, of) => {
      const { statusId } = decisionOutcome({ level, reviewLevels: of, decision: "Approved" });
      expect(isOpenTaskStatus(statusId)).toBe(false);
      expect(statusId).not.toBe(S.Accepted);
    },
  );
});

describe("reopening and marking incomplete", () => {
  it.each([
    ["a completed task", {}, "ok"],
    ["an approved task", { statusId: S.Completed, reviewApprovalId: R.Approved }, "ok"],
    ["a task approved at level 2", { statusId: S.AcceptedByReviewer2, reviewApprovalId: R.Approved }, "ok"],
    ["a rejected task", { statusId: S.Rejected, reviewApprovalId: R.Rejected }, "ok"],
    [
      "a task the technician accepted after a decided review",
      { statusId: S.Accepted, reviewApprovalId: R.Rejected },
      "NOT_ALLOWED_NOW: Only a completed work order, or one whose review was decided, can be reopened; WO-2026-00042 is 'Accepted'.",
    ],
    [
      "a task awaiting approval",
      { reviewApprovalId: R.PendingApproval },
      "NOT_ALLOWED_NOW: WO-2026-00042 is awaiting approval: it can be reopened once the review is decided.",
    ],
    [
      "a task rejected once and assigned again",
      { statusId: S.AssignedToTechnician, reviewApprovalId: R.Rejected },
      "NOT_ALLOWED_NOW: Only a completed work order, or one whose review was decided, can be reopened; WO-2026-00042 is 'Assigned to Technician'.",
    ],
    ["a locked task", { isLocked: true }, "NOT_ALLOWED_NOW: WO-2026-00042 is locked."],
  ])("reopen %s", (_what, values, expected) =>
    expect(refusal(checkReopen({ task: task(values), canReopen: true }))).toBe(expected),
  );

  it("reopen needs the right", () =>
    expect(refusal(checkReopen({ task: task(), canReopen: false }))).toBe(
      "FORBIDDEN: Your role cannot reopen work orders.",
    ));

  it.each([
    ["a completed task", {}, "ok"],
    ["a completed task awaiting approval", { reviewApprovalId: R.PendingApproval }, "ok"],
    [
      "an approved task",
      { statusId: S.Completed, reviewApprovalId: R.Approved },
      "NOT_ALLOWED_NOW: Only a completed work order not yet approved can be marked incomplete; WO-2026-00042 is 'Completed'.",
    ],
    [
      "a task in progress",
      { statusId: S.InProgress },
      "NOT_ALLOWED_NOW: Only a completed work order not yet approved can be marked incomplete; WO-2026-00042 is 'In Progress'.",
    ],
    ["an archived task", { archived: true }, "NOT_ALLOWED_NOW: WO-2026-00042 is archived."],
  ])("mark incomplete %s", (_what, values, expected) =>
    expect(refusal(checkMarkIncomplete({ task: task(values), canMarkIncomplete: true }))).toBe(expected),
  );
});

describe("what the caller may do", () => {
  const NONE: ReviewRights = {
    canEditTasks: false,
    reviewerLevels: [],
    canReopen: false,
    canMarkIncomplete: false,
    canLock: false,
    canArchive: false,
  };
  const SUPERVISOR: ReviewRights = {
    canEditTasks: true,
    reviewerLevels: [1, 2],
    canReopen: true,
    canMarkIncomplete: true,
    canLock: true,
    canArchive: true,
  };

  it("the assignee of a completed task may only request approval", () => {
    expect(reviewCapabilities({ task: task(), awaiting: null, callerId: ASSIGNEE, rights: NONE })).toEqual({
      CanRequestApproval: true,
      CanApprove: false,
      CanReject: false,
      CanReopen: false,
      CanMarkIncomplete: false,
      CanLock: false,
      CanUnlock: false,
      CanArchive: false,
      CanRestore: false,
    });
  });

  it("a supervisor of an awaiting, locked and archived task may only unlock and restore", () => {
    const shown = reviewCapabilities({
      task: task({ reviewApprovalId: R.PendingApproval, isLocked: true, archived: true }),
      awaiting: { level: 1, requestedById: ASSIGNEE },
      callerId: OTHER,
      rights: SUPERVISOR,
    });
    expect(shown).toMatchObject({
      CanRequestApproval: false,
      CanApprove: false,
      CanReopen: false,
      CanMarkIncomplete: false,
      CanLock: false,
      CanUnlock: true,
      CanArchive: false,
      CanRestore: true,
    });
  });

  it("a supervisor of an awaiting task may decide it or mark it incomplete", () => {
    const shown = reviewCapabilities({
      task: task({ reviewApprovalId: R.PendingApproval }),
      awaiting: { level: 1, requestedById: ASSIGNEE },
      callerId: OTHER,
      rights: SUPERVISOR,
    });
    expect(shown).toMatchObject({
      CanApprove: true,
      CanReject: true,
      CanReopen: false,
      CanMarkIncomplete: true,
      CanLock: true,
      CanArchive: true,
    });
  });
});
