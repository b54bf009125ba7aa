import {
  addDays,
  BATCH_MOVES,
  BATCH_STATUS_NAMES,
  BatchAction,
  calendarDayOf,
  checkBatchMove,
  DomainEventType,
  ResultCode,
  type BatchActionValue,
  type MoveBatch,
  type MoveBatchReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../../context.ts";
import type { Tx } from "../../../../db/client.ts";
import type { ActiveSession } from "../../../../plugins/session-store.ts";
import { requireBillingCapability } from "../../billing-access.ts";
import { lockedBatch, notAllowedNow, recordBatchStep } from "./batch-steps.service.ts";
import { touchBatch } from "./batches.repository.ts";
import { invoicesToNumber, takeInvoiceNumbers, writeInvoiceNumbers } from "./invoice-numbers.repository.ts";

/** Each move as the refusal names it: "Your role may not approve batches." */
const MOVE_STEPS: Readonly<Record<BatchActionValue, string>> = {
  [BatchAction.RequestReview]: "send batches for review",
  [BatchAction.Approve]: "approve batches",
  [BatchAction.Reject]: "reject batches",
  [BatchAction.Redraft]: "send batches back to draft",
  [BatchAction.Generate]: "generate invoices",
  [BatchAction.Lock]: "lock batches",
};

export const invoiceNumberOf = (value: number): string => `INV-${String(value).padStart(6, "0")}`;

/**
 * Numbers a batch's invoices without gaps per organisation, in the order of their clients' names: issued today
 * (the organisation's day), due after each client's payment terms. Answers the first and last number given.
 */
const numberInvoices = async (
  tx: Tx,
  orgId: number,
  batchId: number,
  today: string,
): Promise<{ first: string; last: string } | null> => {
  const toNumber = await invoicesToNumber(tx, orgId, batchId);
  if (toNumber.length === 0) return null;
  const last = await takeInvoiceNumbers(tx, orgId, toNumber.length);
  const first = last - toNumber.length + 1;
  const numbered = toNumber.map((invoice, i) => ({
    id: invoice.id,
    number: invoiceNumberOf(first + i),
    issueDate: today,
    dueDate: addDays(today, invoice.paymentTermsDays),
  }));
  await writeInvoiceNumbers(tx, orgId, numbered);
  return { first: numbered[0]!.number, last: numbered.at(-1)!.number };
};

/**
 * Moves a batch along its life, in one transaction: the batch is locked first, so of two people approving at
 * once the second finds it approved and is refused (409); a move out of order is a 409 with the rule's message,
 * a move the role does not hold a 403. Generate numbers the invoices in the same transaction as the move.
 */
export const moveBatch = async (
  ctx: AppContext,
  session: ActiveSession,
  body: MoveBatch,
): Promise<MoveBatchReply> => {
  const action = body.Action as BatchActionValue;
  const move = BATCH_MOVES[action];
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, session, body.Id);
    const check = checkBatchMove({ statusId: batch.statusId, action });
    if (!check.ok) throw notAllowedNow(check.message);
    await requireBillingCapability(ctx, session, move.capability, MOVE_STEPS[action]);
    const at = ctx.now();
    const numbers =
      action === BatchAction.Generate
        ? await numberInvoices(tx, session.orgId, batch.id, calendarDayOf(at))
        : null;
    await touchBatch(tx, session.orgId, batch.id, { statusId: check.to, byId: session.employeeId, at });
    const moved = `Batch ${batch.batchNumber}: ${BATCH_STATUS_NAMES[batch.statusId]} → ${BATCH_STATUS_NAMES[check.to]}`;
    await recordBatchStep(tx, session, {
      batch,
      action: move.label,
      from: batch.statusId,
      to: check.to,
      comment: body.Comment || null,
      summary: numbers ? `${moved} (invoices ${numbers.first} to ${numbers.last})` : moved,
      at,
      event: {
        type: DomainEventType.InvoiceBatchMoved,
        payload: {
          BatchNumber: batch.batchNumber,
          Action: action,
          FromStatusId: batch.statusId,
          ToStatusId: check.to,
          ...(body.Comment ? { Comment: body.Comment } : {}),
          ...(numbers ? { FirstInvoiceNumber: numbers.first, LastInvoiceNumber: numbers.last } : {}),
        },
      },
    });
    const numberedText = numbers ? ` Invoices ${numbers.first} to ${numbers.last} are numbered.` : "";
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `Batch ${batch.batchNumber} is now ${BATCH_STATUS_NAMES[check.to]}.${numberedText}`,
      StatusId: check.to,
    };
  });
};
