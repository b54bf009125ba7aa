import {
  BillingFrequency,
  LeasePaymentStatus,
  LeaseStatus,
  type BillingFrequencyId,
  type LeasePaymentStatusId,
  type LeaseStatusId,
} from "@fieldstead/domain";
import { addDays, addMonths, atWorkingHour, earliest, isoDate, DAY_MS, HOUR_MS } from "./demo-dates.ts";
import { UPPER_ALPHANUMERIC, type Random } from "./demo-random.ts";

export type PaymentSeed = { transactionId: string; transactionAmount: string; paidOn: Date };

export type BillingPeriodSeed = {
  periodStart: string;
  periodEnd: string;
  billingAmount: string;
  dueDate: string;
  statusId: LeasePaymentStatusId;
  payment: PaymentSeed | null;
};

export const MONTHS_PER_PERIOD: Record<BillingFrequencyId, number> = {
  [BillingFrequency.Monthly]: 1,
  [BillingFrequency.Quarterly]: 3,
  [BillingFrequency.Yearly]: 12,
};

/** Rent falls due fifteen days into each billing period. */
const DUE_AFTER_DAYS = 15;
/** Billing is raised up to three months ahead. */
const BILL_AHEAD_MONTHS = 3;
/** Periods settled longer ago than this are all paid; recent ones may still be in the approval flow. */
const SETTLED_AFTER_DAYS = 180;

const RECENT_STATUSES: readonly (readonly [LeasePaymentStatusId, number])[] = [
  [LeasePaymentStatus.Paid, 60],
  [LeasePaymentStatus.Approved, 10],
  [LeasePaymentStatus.AwaitingApproval, 12],
  [LeasePaymentStatus.Hold, 8],
  [LeasePaymentStatus.PaymentInitiated, 10],
];

const statusOf = (
  random: Random,
  leaseStatus: LeaseStatusId,
  start: Date,
  end: Date,
  due: Date,
  now: Date,
): LeasePaymentStatusId => {
  if (leaseStatus === LeaseStatus.Draft || start > now) return LeasePaymentStatus.None;
  if (end >= now) return LeasePaymentStatus.Due;
  if (now.getTime() - due.getTime() > SETTLED_AFTER_DAYS * DAY_MS) return LeasePaymentStatus.Paid;
  return random.weighted(RECENT_STATUSES);
};

type BillingInput = {
  random: Random;
  now: Date;
  start: Date;
  /** The lease's end: the day after its last day, a whole number of years after its start. */
  end: Date;
  frequency: BillingFrequencyId;
  rent: string;
  leaseStatus: LeaseStatusId;
};

/** One period per billing cycle from the lease's start up to its end or three months from now, whichever is first. */
export const buildBillingPeriods = ({
  random,
  now,
  start,
  end,
  frequency,
  rent,
  leaseStatus,
}: BillingInput) => {
  const step = MONTHS_PER_PERIOD[frequency];
  const cutoff = earliest(end, addMonths(now, BILL_AHEAD_MONTHS));
  const periods: BillingPeriodSeed[] = [];
  for (let i = 0; addMonths(start, i * step) < cutoff; i += 1) {
    const periodStart = addMonths(start, i * step);
    const periodEnd = addDays(addMonths(start, (i + 1) * step), -1);
    const due = addDays(periodStart, DUE_AFTER_DAYS);
    const statusId = statusOf(random, leaseStatus, periodStart, addDays(periodEnd, 1), due, now);
    const paidOn = earliest(
      atWorkingHour(addDays(due, random.int(-8, 6)), random.int(8, 16), random.int(0, 59)),
      new Date(now.getTime() - HOUR_MS),
    );
    periods.push({
      periodStart: isoDate(periodStart),
      periodEnd: isoDate(periodEnd),
      billingAmount: rent,
      dueDate: isoDate(due),
      statusId,
      payment:
        statusId === LeasePaymentStatus.Paid
          ? { transactionId: `TXN-${random.chars(8, UPPER_ALPHANUMERIC)}`, transactionAmount: rent, paidOn }
          : null,
    });
  }
  return periods;
};
