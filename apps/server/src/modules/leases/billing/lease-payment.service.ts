import type { z } from "zod";
import {
  AccessRightType,
  ModuleId,
  centsToMoney,
  checkPaymentAction,
  LeasePaymentAction,
  LeaseStatus,
  LeaseTransitionResult,
  type LeasePaymentActionSchema,
  type LeasePaymentReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import {
  insertPayment,
  lockPeriod,
  periodOfPaymentRequest,
  readBillingRow,
  stepOfRequest,
  updatePeriod,
  type LockedPeriod,
  type PeriodChange,
} from "./lease-billing.repository.ts";
import { centsOf, leaseToday, requireLease, toBillingPeriod } from "./lease-billing.service.ts";
import { stepEvent, stepHistory, stepMessage, type TakenStep } from "./lease-payment.records.ts";
import { refreshLeaseSummaries } from "./lease-summary.repository.ts";

export type PaymentStepInput = z.output<typeof LeasePaymentActionSchema>;

export const LEASE_PAYMENT_REFUSALS = {
  periodNotFound: "Billing period not found.",
  leaseNotActive: "Payments are made on an active lease.",
  requestReused: "RequestId was sent before with another payment step.",
  overpaid: (owed: string) => `TransactionAmount is more than the ${owed} still owed on this period.`,
} as const;

/** A 400 whose message is the rule's own sentence, naming the field it is about. */
const refused = (field: string, message: string): AppError =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });

/**
 * Whether this request was taken already: a payment recorded with its request id, or a step whose event keeps
 * it. The same request again changes nothing; a request id reused for another step or period is refused.
 */
const isRepeat = async (
  tx: Tx,
  orgId: number,
  period: LockedPeriod,
  body: PaymentStepInput,
): Promise<boolean> => {
  if (!body.RequestId) return false;
  const step = await stepOfRequest(tx, orgId, period.leaseId, body.RequestId);
  const paidPeriodId = await periodOfPaymentRequest(tx, orgId, body.RequestId);
  const earlier =
    step ??
    (paidPeriodId === null ? null : { periodId: paidPeriodId, action: LeasePaymentAction.RecordPayment });
  if (!earlier) return false;
  if (earlier.periodId !== period.id || earlier.action !== body.Action)
    throw refused("RequestId", LEASE_PAYMENT_REFUSALS.requestReused);
  return true;
};

/** Checks the step against the payment's status, its submitter and what is owed; answers the step to take. */
const planStep = (
  session: ActiveSession,
  period: LockedPeriod,
  body: PaymentStepInput,
  at: Date,
): TakenStep => {
  if (period.leaseStatusId !== LeaseStatus.Active)
    throw refused("Action", LEASE_PAYMENT_REFUSALS.leaseNotActive);
  const amountCents = centsOf(period.billingAmount);
  const paidCents = centsOf(period.paidAmount);
  const isPayment = body.Action === LeasePaymentAction.RecordPayment;
  const payingCents = isPayment && body.TransactionAmount ? centsOf(body.TransactionAmount) : 0;
  const check = checkPaymentAction({
    action: body.Action,
    statusId: period.statusId,
    actorId: session.employeeId,
    submittedById: period.submittedById,
    ...(isPayment ? { payment: { amountCents, paidCentsAfter: paidCents + payingCents } } : {}),
  });
  if (!check.ok) throw refused("Action", check.message);
  const owedCents = amountCents - paidCents;
  if (payingCents > owedCents)
    throw refused("TransactionAmount", LEASE_PAYMENT_REFUSALS.overpaid(centsToMoney(owedCents)));
  return {
    period,
    action: body.Action,
    to: check.to,
    owedCents,
    paidCentsAfter: paidCents + payingCents,
    transactionId: isPayment ? body.TransactionId : null,
    transactionAmount: isPayment && body.TransactionAmount ? centsToMoney(payingCents) : null,
    comment: body.Comment,
    requestId: body.RequestId ?? null,
    at,
  };
};

/** The period's columns a step changes: a submission starts a new approval round, a payment adds to the paid. */
const periodChangeOf = (step: TakenStep, actorId: number): PeriodChange => {
  const base = { statusId: step.to, at: step.at };
  switch (step.action) {
    case LeasePaymentAction.Submit:
      return { ...base, submittedById: actorId, approvedById: null };
    case LeasePaymentAction.Approve:
      return { ...base, approvedById: actorId };
    case LeasePaymentAction.RecordPayment:
      return { ...base, paidAmount: centsToMoney(step.paidCentsAfter) };
    default:
      return base;
  }
};

const applyStep = async (
  tx: Tx,
  session: ActiveSession,
  step: TakenStep,
  approvers: readonly number[],
): Promise<void> => {
  const { orgId, employeeId } = session;
  await updatePeriod(tx, orgId, step.period.id, periodChangeOf(step, employeeId));
  if (step.action === LeasePaymentAction.RecordPayment)
    await insertPayment(tx, {
      orgId,
      billingPeriodId: step.period.id,
      transactionId: step.transactionId ?? "",
      transactionAmount: step.transactionAmount ?? "0",
      recordedById: employeeId,
      requestId: step.requestId,
      at: step.at,
    });
  await recordChange(tx, {
    history: [stepHistory(session, step)],
    events: [stepEvent(session, step, approvers)],
  });
};

/** The steps after which a payment waits for approval, and who may approve it: the Billing tab at read-write. */
const AWAITS_APPROVAL_AFTER: ReadonlySet<string> = new Set([
  LeasePaymentAction.Submit,
  LeasePaymentAction.Release,
]);
const BILLING_APPROVERS = {
  moduleId: ModuleId.LeaseBilling,
  parentId: ModuleId.Leases,
  level: AccessRightType.ReadWrite,
} as const;

/**
 * One payment step on a billing period, under a lock on the period: checked against the lease (active), the
 * payment's status and submitter and what is owed; then the period, a payment row, the lease's history entry and
 * event, and the lease's summary, written together. A request sent again with its RequestId changes nothing and
 * answers as the first time.
 */
export const leasePaymentAction = async (
  ctx: AppContext,
  session: ActiveSession,
  body: PaymentStepInput,
): Promise<LeasePaymentReply> => {
  const today = leaseToday(ctx.now());
  // Who may approve is read before the transaction: a submission is announced to them.
  const approvers = AWAITS_APPROVAL_AFTER.has(body.Action)
    ? await ctx.permissions.employeesAllowed(session.orgId, BILLING_APPROVERS)
    : [];
  const leaseId = await ctx.db.transaction(async (tx) => {
    const period = await lockPeriod(tx, session.orgId, body.BillingPeriodId);
    if (!period) throw new AppError("NOT_FOUND", { message: LEASE_PAYMENT_REFUSALS.periodNotFound });
    if (await isRepeat(tx, session.orgId, period, body)) return period.leaseId;
    const step = planStep(session, period, body, ctx.now());
    await applyStep(tx, session, step, approvers);
    await refreshLeaseSummaries(tx, { orgId: session.orgId, leaseIds: [period.leaseId], today });
    return period.leaseId;
  });
  const [row, lease] = await Promise.all([
    readBillingRow(ctx.db, session.orgId, body.BillingPeriodId),
    requireLease(ctx.db, session.orgId, leaseId),
  ]);
  if (!row) throw new AppError("NOT_FOUND", { message: LEASE_PAYMENT_REFUSALS.periodNotFound });
  const amount = body.TransactionAmount ? centsToMoney(centsOf(body.TransactionAmount)) : null;
  return {
    StatusCode: LeaseTransitionResult.Successful,
    StatusMessage: stepMessage(body.Action, amount),
    Period: toBillingPeriod(row, today),
    Arrears: lease.arrears,
  };
};
