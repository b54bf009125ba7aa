import { describe, expect, it } from "vitest";
import { ModuleId } from "../permissions/permissions.enums.ts";
import { BATCH_MOVES, batchMovesFrom, checkBatchMove, isBatchEditable } from "./billing-batch.rules.ts";
import { BatchAction, BatchStatus, type BatchActionValue, type BatchStatusId } from "./billing.enums.ts";

const { Draft, RequestForReview, Approved, Rejected, Generated, Locked } = BatchStatus;
const STATUSES: BatchStatusId[] = [Draft, RequestForReview, Approved, Rejected, Generated, Locked];
const ACTIONS = Object.values(BatchAction);

/** The only moves a batch takes: from, action, to. */
const ALLOWED: [BatchStatusId, BatchActionValue, BatchStatusId][] = [
  [Draft, BatchAction.RequestReview, RequestForReview],
  [RequestForReview, BatchAction.Approve, Approved],
  [RequestForReview, BatchAction.Reject, Rejected],
  [Rejected, BatchAction.Redraft, Draft],
  [Approved, BatchAction.Generate, Generated],
  [Generated, BatchAction.Lock, Locked],
];

const isAllowed = (statusId: BatchStatusId, action: BatchActionValue) =>
  ALLOWED.some(([from, a]) => from === statusId && a === action);

const EVERY_PAIR = STATUSES.flatMap((statusId) => ACTIONS.map((action) => [statusId, action] as const));

describe("checkBatchMove", () => {
  it.each(ALLOWED)("takes a batch in %s through %s to %s", (statusId, action, to) => {
    expect(checkBatchMove({ statusId, action })).toEqual({ ok: true, to });
  });

  it.each(EVERY_PAIR.filter(([s, a]) => !isAllowed(s, a)))("refuses %s → %s", (statusId, action) => {
    const check = checkBatchMove({ statusId, action });
    expect(check.ok).toBe(false);
  });

  it.each(ACTIONS)("refuses %s on a locked batch, saying it is locked", (action) => {
    expect(checkBatchMove({ statusId: Locked, action })).toEqual({
      ok: false,
      message: "A locked batch cannot be changed.",
    });
  });

  it.each([
    [Draft, BatchAction.Approve, "'Approve' is for a batch in Request for Review; this batch is Draft."],
    [Approved, BatchAction.Lock, "'Lock' is for a batch in Generated; this batch is Approved."],
    [
      Rejected,
      BatchAction.Generate,
      "'Generate invoices' is for a batch in Approved; this batch is Rejected.",
    ],
    [Generated, BatchAction.Redraft, "'Back to draft' is for a batch in Rejected; this batch is Generated."],
  ])("tells why a batch in %s cannot take %s", (statusId, action, message) => {
    expect(checkBatchMove({ statusId, action })).toEqual({ ok: false, message });
  });
});

describe("batchMovesFrom and isBatchEditable", () => {
  it.each(STATUSES)("offers a batch in %s exactly the moves it may take", (statusId) => {
    expect(batchMovesFrom(statusId).sort()).toEqual(ACTIONS.filter((a) => isAllowed(statusId, a)).sort());
  });

  it.each(STATUSES)("lets only a Draft's invoices be changed (status %s)", (statusId) => {
    expect(isBatchEditable(statusId)).toBe(statusId === Draft);
  });

  it("gives each move its own capability, approving and locking apart from drafting", () => {
    expect(BATCH_MOVES[BatchAction.Approve].capability).toBe(ModuleId.BillingApprove);
    expect(BATCH_MOVES[BatchAction.Lock].capability).toBe(ModuleId.BillingLock);
    expect(BATCH_MOVES[BatchAction.Generate].capability).toBe(ModuleId.BillingGenerateInvoice);
    expect(new Set(ACTIONS.map((a) => BATCH_MOVES[a].capability)).size).toBe(ACTIONS.length);
  });
});
