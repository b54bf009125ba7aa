import {
  centsToMoney,
  LeasePaymentStatus,
  ModuleId,
  PAYMENT_RUN_MESSAGES,
  parseMoneyToCents,
  paymentRunTransactionId,
  totalOfCents,
  type PaymentRunDetail,
  type PaymentRunReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import { leaseToday } from "../../leases/billing/lease-billing.service.ts";
import { lockLeaseBills, payLockedLeaseBills } from "../../leases/billing/lease-payment-runs.service.ts";
import { requireBillingCapability } from "../billing-access.ts";
import { runDetail, runNotFound } from "./payment-run-detail.service.ts";
import { runHistory, runProcessedEvent } from "./payment-run.records.ts";
import {
  listRunItems,
  lockRun,
  markRunProcessed,
  updateRunItems,
  type ItemOutcome,
} from "./payment-runs.repository.ts";

export type ProcessPaymentRun = { Id: number; RequestId: string | null };

/**
 * What processing a run did, read from its items (so a processed run answers the same every time): the bills it
 * paid, each with its transaction id, and those it left because they were no longer awaiting payment.
 */
const processedMessage = (detail: PaymentRunDetail): string => {
  const paid = detail.Items.filter((item) => item.TransactionId !== null);
  return PAYMENT_RUN_MESSAGES.processed(
    detail.Run.RunNumber,
    paid.length,
    paid.reduce((total, item) => total + (parseMoneyToCents(item.Amount) ?? 0), 0),
    detail.Run.ItemCount - paid.length,
  );
};

/**
 * Pays the run's bills under locks on the run and its bills: each bill still Payment initiated is paid in full
 * with its transaction id ("TX-{run}-{n}", n its place in the run), as a payment recorded on the lease's Billing
 * tab; the items keep where each bill was left, and the run is marked processed with its history and event.
 */
const processRun = async (
  tx: Tx,
  session: ActiveSession,
  run: { id: number; runNumber: string },
  requestId: string | null,
  at: Date,
): Promise<void> => {
  const { orgId } = session;
  const items = await listRunItems(tx, orgId, run.id);
  const locked = new Map(
    (
      await lockLeaseBills(
        tx,
        orgId,
        items.map((item) => item.periodId),
      )
    ).map((bill) => [bill.id, bill]),
  );
  const payments = items.flatMap((item, index) => {
    const bill = locked.get(item.periodId);
    return bill ? [{ item, bill, transactionId: paymentRunTransactionId(run.runNumber, index + 1) }] : [];
  });
  const paid = new Map(
    (
      await payLockedLeaseBills(tx, session, payments, {
        comment: `Payment run ${run.runNumber}`,
        at,
        today: leaseToday(at),
      })
    ).map((outcome) => [outcome.periodId, outcome]),
  );
  const outcomes: ItemOutcome[] = payments.map(({ item, transactionId }) => {
    const outcome = paid.get(item.periodId);
    return outcome?.isPaid
      ? { id: item.id, transactionId, statusId: outcome.statusId, amount: centsToMoney(outcome.paidCents) }
      : {
          id: item.id,
          transactionId: null,
          statusId: outcome?.statusId ?? LeasePaymentStatus.PaymentInitiated,
          amount: item.amount,
        };
  });
  await updateRunItems(tx, orgId, outcomes);
  await markRunProcessed(tx, orgId, run.id, at);
  const paidOutcomes = [...paid.values()].filter((outcome) => outcome.isPaid);
  const total = totalOfCents(paidOutcomes.map((outcome) => outcome.paidCents));
  const summary = PAYMENT_RUN_MESSAGES.processed(
    run.runNumber,
    paidOutcomes.length,
    paidOutcomes.reduce((sum, outcome) => sum + outcome.paidCents, 0),
    items.length - paidOutcomes.length,
  );
  await recordChange(tx, {
    history: [runHistory(session, run.id, "Processed", summary, at)],
    events: [
      runProcessedEvent(session, {
        runId: run.id,
        runNumber: run.runNumber,
        paid: paidOutcomes.length,
        total,
        requestId,
        at,
      }),
    ],
  });
};

/**
 * Processes a payment run ('process payment' capability) in one transaction. A run processed already (by this
 * request or another) changes nothing and answers as it did; another organisation's run is not found.
 */
export const processPaymentRun = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ProcessPaymentRun,
): Promise<PaymentRunReply> => {
  await requireBillingCapability(ctx, session, ModuleId.BillingProcessPayment, "process payment runs");
  await ctx.db.transaction(async (tx) => {
    const run = await lockRun(tx, session.orgId, body.Id);
    if (!run) throw runNotFound();
    if (run.isProcessed) return;
    await processRun(tx, session, run, body.RequestId, ctx.now());
  });
  const detail = await runDetail(ctx.db, session.orgId, body.Id);
  return { StatusCode: 0, StatusMessage: processedMessage(detail), Run: detail };
};
