import {
  arrearsCents,
  buildLeaseSchedule,
  centsToMoney,
  nextPaymentDue,
  LeasePaymentStatus,
  parseMoneyToCents,
  paymentStatusOnDay,
  type BillingFrequencyId,
  type LeaseEscalation,
  type LeasePaymentStatusId,
  type ScheduledPeriod,
} from "@fieldstead/domain";
import { addDays, atWorkingHour, earliest, parseIsoDate, HOUR_MS } from "./demo-dates.ts";
import { UPPER_ALPHANUMERIC, type Random } from "./demo-random.ts";

/** A lease's increase as its columns hold it: a percentage ("3.25") or an amount, every N months from a day. */
export type EscalationSeed = {
  escalationKind: "Percent" | "Amount" | null;
  escalationValue: string | null;
  escalationEveryMonths: number | null;
  escalationFrom: string | null;
};

/** What a lease's schedule is made from: its days, its rent of one billing period, and its increase. */
export type LeaseTermsSeed = EscalationSeed & {
  startDate: string;
  endDate: string;
  rent: string;
  rentFrequencyId: BillingFrequencyId;
};

const centsOf = (money: string): number => {
  const cents = parseMoneyToCents(money);
  if (cents === null) throw new Error(`seed: not an amount: ${money}`);
  return cents;
};

/** A lease's increase as the schedule rule takes it: a percentage in basis points (3.25% is 325), or cents. */
const escalationOf = (terms: EscalationSeed): LeaseEscalation | null => {
  const {
    escalationKind: kind,
    escalationValue: value,
    escalationEveryMonths: every,
    escalationFrom: from,
  } = terms;
  if (kind === null || value === null || every === null || from === null) return null;
  return kind === "Percent"
    ? { Kind: kind, BasisPoints: centsOf(value), EveryMonths: every, FromDate: from }
    : { Kind: kind, Cents: centsOf(value), EveryMonths: every, FromDate: from };
};

/** A lease's whole schedule from its terms, as activating the lease generates it. */
export const scheduleOf = (terms: LeaseTermsSeed): ScheduledPeriod[] =>
  buildLeaseSchedule({
    StartDate: terms.startDate,
    EndDate: terms.endDate,
    RentCents: centsOf(terms.rent),
    RentFrequencyId: terms.rentFrequencyId,
    Escalation: escalationOf(terms),
  });

/** Who took a payment step: the organisation's lease manager submits, its administrator approves. */
export type SeedActor = "leaseManager" | "administrator";

export type PaymentSeed = { transactionId: string; transactionAmount: string; paidOn: Date };

export type BillingPeriodSeed = {
  periodStart: string;
  periodEnd: string;
  billingAmount: string;
  dueDate: string;
  statusId: LeasePaymentStatusId;
  paidAmount: string;
  submittedBy: SeedActor | null;
  approvedBy: SeedActor | null;
  payment: PaymentSeed | null;
};

/**
 * Where an active lease's payments stand today: settled up to date; one or two bills past their due date left
 * unpaid, or the last one paid in part; or its latest bill that is due somewhere in the approval flow.
 */
export const PaymentStory = {
  UpToDate: "UpToDate",
  Overdue: "Overdue",
  PartlyPaid: "PartlyPaid",
  AwaitingApproval: "AwaitingApproval",
  Approved: "Approved",
  Hold: "Hold",
  PaymentInitiated: "PaymentInitiated",
} as const;
export type PaymentStoryValue = (typeof PaymentStory)[keyof typeof PaymentStory];

const FLOW_STATUS: Partial<Record<PaymentStoryValue, LeasePaymentStatusId>> = {
  AwaitingApproval: LeasePaymentStatus.AwaitingApproval,
  Approved: LeasePaymentStatus.Approved,
  Hold: LeasePaymentStatus.Hold,
  PaymentInitiated: LeasePaymentStatus.PaymentInitiated,
};

/** Bills an Overdue lease has left unpaid. */
const MISSED_BILLS = 2;

type BillingInput = {
  random: Random;
  now: Date;
  /** Today, the Denver calendar day of `now`. */
  today: string;
  schedule: readonly ScheduledPeriod[];
  /** The active lease's story; null for a lease that has ended, whose bills were all settled. */
  story: PaymentStoryValue | null;
};

const open = (period: ScheduledPeriod, statusId: LeasePaymentStatusId): BillingPeriodSeed => ({
  periodStart: period.PeriodStart,
  periodEnd: period.PeriodEnd,
  billingAmount: centsToMoney(period.AmountCents),
  dueDate: period.DueDate,
  statusId,
  paidAmount: "0.00",
  submittedBy: null,
  approvedBy: null,
  payment: null,
});

/** A payment made around the bill's due date (never later than an hour ago). */
const paymentOf = (random: Random, now: Date, dueDate: string, cents: number): PaymentSeed => ({
  transactionId: `TXN-${random.chars(8, UPPER_ALPHANUMERIC)}`,
  transactionAmount: centsToMoney(cents),
  paidOn: earliest(
    atWorkingHour(addDays(parseIsoDate(dueDate), random.int(-8, 6)), random.int(8, 16), random.int(0, 59)),
    new Date(now.getTime() - HOUR_MS),
  ),
});

/** A bill that went through the whole flow: submitted, approved, initiated and paid in full. */
const paid = (random: Random, now: Date, period: ScheduledPeriod): BillingPeriodSeed => ({
  ...open(period, LeasePaymentStatus.Paid),
  paidAmount: centsToMoney(period.AmountCents),
  submittedBy: "leaseManager",
  approvedBy: "administrator",
  payment: paymentOf(random, now, period.DueDate, period.AmountCents),
});

/** The last bill whose due date has passed, and the last that is due (from 30 days before its due date). */
const landmarks = (schedule: readonly ScheduledPeriod[], today: string) => {
  let lastPast = -1;
  let lastDue = -1;
  schedule.forEach((period, i) => {
    if (period.DueDate < today) lastPast = i;
    if (paymentStatusOnDay(LeasePaymentStatus.None, period.DueDate, today) === LeasePaymentStatus.Due)
      lastDue = i;
  });
  return { lastPast, lastDue };
};

/** The bill a story is about, as the story leaves it. */
const storyBill = (
  random: Random,
  now: Date,
  story: PaymentStoryValue,
  period: ScheduledPeriod,
): BillingPeriodSeed => {
  const flow = FLOW_STATUS[story];
  if (flow !== undefined)
    return {
      ...open(period, flow),
      submittedBy: "leaseManager",
      approvedBy:
        flow === LeasePaymentStatus.Approved || flow === LeasePaymentStatus.PaymentInitiated
          ? "administrator"
          : null,
    };
  if (story === PaymentStory.PartlyPaid) {
    // Part of the rent, in whole dollars: the rest is owed.
    const cents = Math.floor((period.AmountCents * random.int(30, 70)) / 100 / 100) * 100;
    const payment = paymentOf(random, now, period.DueDate, cents);
    return { ...open(period, LeasePaymentStatus.Due), paidAmount: payment.transactionAmount, payment };
  }
  return open(period, LeasePaymentStatus.Due);
};

/** Which bills a story is about: the last one or two past their due date, or the latest one due. */
const storyBills = (story: PaymentStoryValue, lastPast: number, lastDue: number): Set<number> => {
  if (story === PaymentStory.UpToDate) return new Set();
  if (story === PaymentStory.Overdue)
    return new Set(Array.from({ length: MISSED_BILLS }, (_, k) => lastPast - k).filter((i) => i >= 0));
  return new Set([story === PaymentStory.PartlyPaid ? lastPast : lastDue].filter((i) => i >= 0));
};

/**
 * The payments of a lease's scheduled bills as they stand today. A lease that has ended settled every bill.
 * An active lease has paid every bill past its due date, except those its story is about; a later bill is
 * Due from 30 days before its due date (the daily scan's rule), and None until then.
 */
export const buildBillingPeriods = ({
  random,
  now,
  today,
  schedule,
  story,
}: BillingInput): BillingPeriodSeed[] => {
  if (story === null) return schedule.map((period) => paid(random, now, period));
  const { lastPast, lastDue } = landmarks(schedule, today);
  const about = storyBills(story, lastPast, lastDue);
  return schedule.map((period, i) => {
    if (about.has(i)) return storyBill(random, now, story, period);
    if (period.DueDate < today) return paid(random, now, period);
    return open(period, paymentStatusOnDay(LeasePaymentStatus.None, period.DueDate, today));
  });
};

/** What the register shows of a lease's bills: the next payment (due day and what is left of it) and the arrears. */
export type LeaseSummarySeed = {
  nextPaymentDue: string | null;
  nextPaymentAmount: string | null;
  arrears: string;
};

/** A lease's summary from its bills by the billing rules (nextPaymentDue, arrearsCents), as the server keeps it. */
export const summaryOf = (periods: readonly BillingPeriodSeed[], today: string): LeaseSummarySeed => {
  const payments = periods.map((p) => ({
    PeriodStart: p.periodStart,
    DueDate: p.dueDate,
    AmountCents: centsOf(p.billingAmount),
    PaidCents: centsOf(p.paidAmount),
    StatusId: p.statusId,
  }));
  const next = nextPaymentDue(payments, today);
  return {
    nextPaymentDue: next?.DueDate ?? null,
    nextPaymentAmount: next ? centsToMoney(next.AmountCents) : null,
    arrears: centsToMoney(arrearsCents(payments, today)),
  };
};
