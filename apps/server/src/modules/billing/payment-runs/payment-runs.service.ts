import {
  centsToMoney,
  LeasePaymentStatus,
  ModuleId,
  PAYMENT_RUN_MESSAGES,
  parseMoneyToCents,
  paymentRunNumber,
  pickRunBills,
  totalOfCents,
  type InitiatePaymentRun,
  type PaymentQueueReply,
  type PaymentRunDetail,
  type PaymentRunReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { nextNumbers, recordHistory } from "../../audit/audit.service.ts";
import { leaseToday } from "../../leases/billing/lease-billing.service.ts";
import {
  approvedLeaseBills,
  initiableLeaseBills,
  initiateLockedLeaseBills,
  lockLeaseBills,
} from "../../leases/billing/lease-payment-runs.service.ts";
import { requireBillingCapability } from "../billing-access.ts";
import { runDetail, toQueueBill, toRunRow } from "./payment-run-detail.service.ts";
import { runHistory } from "./payment-run.records.ts";
import {
  insertRun,
  insertRunItems,
  listRuns,
  periodsInRuns,
  runOfRequest,
} from "./payment-runs.repository.ts";

/** The organisation's counter of payment run numbers. */
const RUN_SEQUENCE = "payment-run";

const centsOfMoney = (amount: string): number => parseMoneyToCents(amount) ?? 0;

/** The approved bills of active leases not yet in a run (what a run would pay), their total, and the runs. */
export const paymentQueue = async (ctx: AppContext, session: ActiveSession): Promise<PaymentQueueReply> => {
  const [approved, runs] = await Promise.all([
    approvedLeaseBills(ctx.db, session.orgId, null),
    listRuns(ctx.db, session.orgId),
  ]);
  const taken = await periodsInRuns(
    ctx.db,
    session.orgId,
    approved.map((bill) => bill.periodId),
  );
  const bills = approved.filter((bill) => !taken.has(bill.periodId));
  return {
    Bills: bills.map((bill) => toQueueBill(bill)),
    BillCount: bills.length,
    Total: totalOfCents(bills.map((bill) => bill.owedCents)),
    Runs: runs.map(toRunRow),
  };
};

export const paymentRun = (
  ctx: AppContext,
  session: ActiveSession,
  runId: number,
): Promise<PaymentRunDetail> => runDetail(ctx.db, session.orgId, runId);

/** How a run's initiation reads: said in the reply and in the run's history. */
const initiatedMessage = (detail: PaymentRunDetail, skipped: number): string =>
  PAYMENT_RUN_MESSAGES.initiated(
    detail.Run.RunNumber,
    detail.Run.ItemCount,
    centsOfMoney(detail.Run.Total),
    skipped,
  );

type Initiated = { runId: number; skipped: number } | { repeatOf: number };

/**
 * Takes the bills under a lock, leaves out those in a run already or that the lease rules no longer let go out,
 * and makes the run of the rest: each bill Payment initiated with its lease's history and event, an item each,
 * the run's own history entry. Nothing to pay makes no run (and takes no number).
 */
const makeRun = async (
  tx: Tx,
  session: ActiveSession,
  body: InitiatePaymentRun,
  at: Date,
): Promise<Initiated> => {
  const { orgId } = session;
  const candidates = await approvedLeaseBills(tx, orgId, body.PeriodIds);
  const locked = await lockLeaseBills(
    tx,
    orgId,
    candidates.map((bill) => bill.periodId),
  );
  const taken = await periodsInRuns(
    tx,
    orgId,
    locked.map((bill) => bill.id),
  );
  const free = initiableLeaseBills(
    session,
    locked.filter((bill) => !taken.has(bill.id)),
  ).map((bill) => ({ periodId: bill.id, bill }));
  const pick = pickRunBills({ waiting: free, periodIds: body.PeriodIds });
  if (!pick.ok) {
    // The same request sent twice at once waits for the first, then finds its bills gone into the first's run.
    const first = await runOfRequest(tx, orgId, body.RequestId);
    if (first !== null) return { repeatOf: first };
    // The rule's own sentence, naming the field it is about (as the lease's payment steps answer).
    if (pick.field)
      throw new AppError("INVALID_REQUEST", {
        message: pick.message,
        fields: [{ field: pick.field, message: pick.message }],
      });
    throw new AppError("NOT_ALLOWED_NOW", { message: pick.message });
  }
  const [value] = await nextNumbers(tx, orgId, RUN_SEQUENCE);
  const runNumber = paymentRunNumber(value!);
  const runId = await insertRun(tx, {
    orgId,
    runNumber,
    requestId: body.RequestId,
    createdById: session.employeeId,
    at,
  });
  if (runId === null) throw new RepeatedRequest();
  const initiated = await initiateLockedLeaseBills(
    tx,
    session,
    pick.bills.map((picked) => picked.bill),
    { comment: `Payment run ${runNumber}`, at, today: leaseToday(at) },
  );
  await insertRunItems(
    tx,
    initiated.map((bill) => ({
      orgId,
      runId,
      leaseId: bill.leaseId,
      periodId: bill.periodId,
      amount: centsToMoney(bill.owedCents),
      statusId: LeasePaymentStatus.PaymentInitiated,
    })),
  );
  const summary = PAYMENT_RUN_MESSAGES.initiated(
    runNumber,
    initiated.length,
    initiated.reduce((total, bill) => total + bill.owedCents, 0),
    pick.skipped,
  );
  await recordHistory(tx, [runHistory(session, runId, "Initiated", summary, at)]);
  return { runId, skipped: pick.skipped };
};

/** A run with this request id was made while this one was being made: this one is rolled back. */
class RepeatedRequest extends Error {}

/**
 * Initiates a payment run ('initiate payment' capability) in one transaction. A request sent again with its
 * RequestId answers the run it made, and pays nothing twice; a bill already in a run is never put in another.
 */
export const initiatePaymentRun = async (
  ctx: AppContext,
  session: ActiveSession,
  body: InitiatePaymentRun,
): Promise<PaymentRunReply> => {
  await requireBillingCapability(ctx, session, ModuleId.BillingInitiatePayment, "initiate payment runs");
  const earlier = await runOfRequest(ctx.db, session.orgId, body.RequestId);
  const made: Initiated =
    earlier !== null
      ? { repeatOf: earlier }
      : await ctx.db
          .transaction((tx) => makeRun(tx, session, body, ctx.now()))
          .catch(async (error: unknown) => {
            if (!(error instanceof RepeatedRequest)) throw error;
            const first = await runOfRequest(ctx.db, session.orgId, body.RequestId);
            if (first === null) throw error;
            return { repeatOf: first };
          });
  const runId = "repeatOf" in made ? made.repeatOf : made.runId;
  const detail = await runDetail(ctx.db, session.orgId, runId);
  return {
    StatusCode: 0,
    StatusMessage: initiatedMessage(detail, "repeatOf" in made ? 0 : made.skipped),
    Run: detail,
  };
};
