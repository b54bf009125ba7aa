import { ModuleId } from "../permissions/permissions.enums.ts";
import {
  BATCH_STATUS_NAMES,
  BatchAction,
  BatchStatus,
  InvoicePaymentState,
  MatchKind,
  type BatchActionValue,
  type BatchStatusId,
  type InvoicePaymentStateId,
  type MatchKindId,
} from "./billing.enums.ts";
import type { BatchMove, BatchMoveCheck } from "./billing-batch.rules.ts";
import { centsToMoney } from "../leases/lease-money.rules.ts";

/** The moves a batch of matches takes: those of an invoicing batch but Generate (matches number nothing). */
export type MatchBatchAction = Exclude<BatchActionValue, typeof BatchAction.Generate>;

/**
 * The life of a batch of matches: Draft → Request for Review → Approved or Rejected; a rejected batch is
 * redrafted (its matches may then be undone); an approved one is locked. A locked batch never changes.
 */
export const MATCH_BATCH_MOVES: Readonly<Record<MatchBatchAction, BatchMove>> = {
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
  [BatchAction.Lock]: {
    from: [BatchStatus.Approved],
    to: BatchStatus.Locked,
    capability: ModuleId.BillingLock,
    label: "Lock",
  },
};

export const MATCH_BATCH_MESSAGES = {
  noGenerate: "A batch of matches has no invoices to generate: 'Generate' does not apply.",
  locked: "A locked batch cannot be changed.",
} as const;

export const isMatchBatchAction = (action: BatchActionValue): action is MatchBatchAction =>
  action !== BatchAction.Generate;

/** Whether a batch of matches in `statusId` may take `action`; a refusal says why. */
export const checkMatchBatchMove = ({
  statusId,
  action,
}: {
  statusId: BatchStatusId;
  action: BatchActionValue;
}): BatchMoveCheck => {
  if (!isMatchBatchAction(action)) return { ok: false, message: MATCH_BATCH_MESSAGES.noGenerate };
  if (statusId === BatchStatus.Locked) return { ok: false, message: MATCH_BATCH_MESSAGES.locked };
  const move = MATCH_BATCH_MOVES[action];
  if (move.from.includes(statusId)) return { ok: true, to: move.to };
  const needed = move.from.map((s) => BATCH_STATUS_NAMES[s]).join(" or ");
  return {
    ok: false,
    message: `'${move.label}' is for a batch in ${needed}; this batch is ${BATCH_STATUS_NAMES[statusId]}.`,
  };
};

/** The moves a batch of matches in `statusId` offers (before the role's rights are applied). */
export const matchBatchMovesFrom = (statusId: BatchStatusId): MatchBatchAction[] =>
  (Object.keys(MATCH_BATCH_MOVES) as MatchBatchAction[]).filter((a) =>
    MATCH_BATCH_MOVES[a].from.includes(statusId),
  );

/** Matches are added to and removed from a draft only; under review, approved or locked they stand. */
export const isMatchBatchEditable = (statusId: BatchStatusId): boolean => statusId === BatchStatus.Draft;

/** Where an invoice stands once its matches are counted: nothing paid, some, or all of its total. */
export const invoicePaymentStateOf = ({
  totalCents,
  paidCents,
}: {
  totalCents: number;
  paidCents: number;
}): InvoicePaymentStateId => {
  if (paidCents <= 0) return InvoicePaymentState.Unpaid;
  return paidCents >= totalCents ? InvoicePaymentState.Paid : InvoicePaymentState.PartlyPaid;
};

/** What of a payment received is matched to invoices, as the receipt list names it. */
export const RECEIPT_MATCH_STATES = {
  Unmatched: "Unmatched",
  PartlyMatched: "Partly matched",
  Matched: "Matched",
} as const;
export type ReceiptMatchState = (typeof RECEIPT_MATCH_STATES)[keyof typeof RECEIPT_MATCH_STATES];

export const receiptMatchStateOf = ({
  amountCents,
  matchedCents,
}: {
  amountCents: number;
  matchedCents: number;
}): ReceiptMatchState => {
  if (matchedCents <= 0) return RECEIPT_MATCH_STATES.Unmatched;
  return matchedCents >= amountCents ? RECEIPT_MATCH_STATES.Matched : RECEIPT_MATCH_STATES.PartlyMatched;
};

export type MatchAmountCheck = { ok: true; amountCents: number } | { ok: false; message: string };

/**
 * How much a match may take: what the payment still has unmatched and the invoice still owes, both. Without an
 * amount asked, the smaller of the two; an amount above either is refused, naming which.
 */
export const checkMatchAmount = ({
  askedCents,
  unmatchedCents,
  outstandingCents,
}: {
  askedCents: number | null;
  unmatchedCents: number;
  outstandingCents: number;
}): MatchAmountCheck => {
  if (unmatchedCents <= 0) return { ok: false, message: "This payment is matched in full already." };
  if (outstandingCents <= 0) return { ok: false, message: "This invoice is paid in full already." };
  if (askedCents === null) return { ok: true, amountCents: Math.min(unmatchedCents, outstandingCents) };
  if (askedCents <= 0) return { ok: false, message: "Amount must be more than 0." };
  if (askedCents > unmatchedCents)
    return {
      ok: false,
      message: `Amount is more than the ${centsToMoney(unmatchedCents)} the payment has left to match.`,
    };
  if (askedCents > outstandingCents)
    return {
      ok: false,
      message: `Amount is more than the ${centsToMoney(outstandingCents)} the invoice still owes.`,
    };
  return { ok: true, amountCents: askedCents };
};

/** How a match was made, as the batch's page names it. */
export const MATCH_KIND_NAMES: Readonly<Record<MatchKindId, string>> = {
  [MatchKind.Automatic]: "Automatic",
  [MatchKind.Manual]: "Manual",
};
