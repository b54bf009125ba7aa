import { ModuleId } from "../permissions/permissions.enums.ts";
import {
  BATCH_STATUS_NAMES,
  BatchAction,
  BatchStatus,
  type BatchActionValue,
  type BatchStatusId,
} from "./billing.enums.ts";

export type BatchMove = {
  from: readonly BatchStatusId[];
  to: BatchStatusId;
  /** The operation module (under Billing) a role needs at read-write to take the move. */
  capability: number;
  /** The move as the pages and the batch's history name it. */
  label: string;
};

/**
 * The life of a batch: Draft → Request for Review → Approved or Rejected; a rejected batch is redrafted; an
 * approved one has its invoices generated (numbered), then is locked. A locked batch never changes.
 */
export const BATCH_MOVES: Readonly<Record<BatchActionValue, BatchMove>> = {
  [BatchAction.RequestReview]: {
    from: [BatchStatus.Draft],
    to: BatchStatus.RequestForReview,
    capability: ModuleId.BillingRequestReview,
    label: "Request review",
  },
  [BatchAction.Approve]: {
    from: [BatchStatus.RequestForReview],
    to: BatchStatus.Approved,
    capability: ModuleId.BillingApprove,
    label: "Approve",
  },
  [BatchAction.Reject]: {
    from: [BatchStatus.RequestForReview],
    to: BatchStatus.Rejected,
    capability: ModuleId.BillingReject,
    label: "Reject",
  },
  [BatchAction.Redraft]: {
    from: [BatchStatus.Rejected],
    to: BatchStatus.Draft,
    capability: ModuleId.BillingDraft,
    label: "Back to draft",
  },
  [BatchAction.Generate]: {
    from: [BatchStatus.Approved],
    to: BatchStatus.Generated,
    capability: ModuleId.BillingGenerateInvoice,
    label: "Generate invoices",
  },
  [BatchAction.Lock]: {
    from: [BatchStatus.Generated],
    to: BatchStatus.Locked,
    capability: ModuleId.BillingLock,
    label: "Lock",
  },
};

export type BatchMoveCheck = { ok: true; to: BatchStatusId } | { ok: false; message: string };

/** Whether a batch in `statusId` may take `action`; the refusal says what state the move needs. */
export const checkBatchMove = ({
  statusId,
  action,
}: {
  statusId: BatchStatusId;
  action: BatchActionValue;
}): BatchMoveCheck => {
  if (statusId === BatchStatus.Locked) return { ok: false, message: "A locked batch cannot be changed." };
  const move = BATCH_MOVES[action];
  if (move.from.includes(statusId)) return { ok: true, to: move.to };
  const needed = move.from.map((s) => BATCH_STATUS_NAMES[s]).join(" or ");
  return {
    ok: false,
    message: `'${move.label}' is for a batch in ${needed}; this batch is ${BATCH_STATUS_NAMES[statusId]}.`,
  };
};

/** The moves a batch in `statusId` offers (before the role's rights are applied). */
export const batchMovesFrom = (statusId: BatchStatusId): BatchActionValue[] =>
  (Object.keys(BATCH_MOVES) as BatchActionValue[]).filter((a) => BATCH_MOVES[a].from.includes(statusId));

/** Whether a batch's lines may still be regenerated or edited: only a draft's. */
export const isBatchEditable = (statusId: BatchStatusId): boolean => statusId === BatchStatus.Draft;
