import { addDaysToDay, addMonthsToDay, isIsoDay } from "./lease-dates.rules.ts";
import { LeasePaymentStatus, type BillingFrequencyId, type LeasePaymentStatusId } from "./leases.enums.ts";
import { MONTHS_PER_BILLING_PERIOD, tenureMonths } from "./lease-tenure.rules.ts";

/**
 * A rent increase written into a lease: every `EveryMonths` months from `FromDate` the rent goes up, by a
 * percentage (in basis points: 350 is 3.5%, compounding) or by a fixed amount in cents.
 */
export type LeaseEscalation =
  | { Kind: "Percent"; BasisPoints: number; EveryMonths: number; FromDate: string }
  | { Kind: "Amount"; Cents: number; EveryMonths: number; FromDate: string };

/** How many days after a billing period starts its rent falls due, unless the lease says otherwise. */
export const LEASE_DUE_AFTER_DAYS = 15;

export type LeaseScheduleInput = {
  StartDate: string;
  EndDate: string;
  /** The rent of one billing period, in cents. */
  RentCents: number;
  RentFrequencyId: BillingFrequencyId;
  Escalation: LeaseEscalation | null;
  /** Days from a period's start to its due date; LEASE_DUE_AFTER_DAYS when not given. */
  DueAfterDays?: number;
};

/** One bill of a lease: the days it covers (both included), what it costs and when it falls due. */
export type ScheduledPeriod = {
  PeriodStart: string;
  PeriodEnd: string;
  AmountCents: number;
  DueDate: string;
};

/** BigInt floor division (BigInt's own `/` cuts toward zero). */
const floorDiv = (a: bigint, b: bigint): bigint => {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
};

/** An amount raised by a percentage in basis points, rounded half up to the cent (exact, in integers). */
const raiseByBasisPoints = (cents: number, basisPoints: number): number =>
  Number(floorDiv(BigInt(cents) * BigInt(10_000 + basisPoints) * 2n + 10_000n, 20_000n));

const escalateOnce = (cents: number, escalation: LeaseEscalation): number =>
  escalation.Kind === "Percent"
    ? raiseByBasisPoints(cents, escalation.BasisPoints)
    : cents + escalation.Cents;

/**
 * The rent of each period in turn, for periods taken in order: the rent raised once for every increase date
 * (FromDate, FromDate + EveryMonths, FromDate + 2 × EveryMonths, …, each counted from FromDate so month ends do
 * not drift) on or before the period's start. The increase dates are walked alongside the periods, so a long
 * lease costs one step per period and one per increase.
 */
const rentByPeriod = (
  rentCents: number,
  escalation: LeaseEscalation | null,
): ((periodStart: string) => number) => {
  if (!escalation) return () => rentCents;
  let amount = rentCents;
  let increases = 0;
  let nextIncrease = escalation.FromDate;
  return (periodStart) => {
    while (nextIncrease <= periodStart) {
      amount = escalateOnce(amount, escalation);
      increases += 1;
      nextIncrease = addMonthsToDay(escalation.FromDate, increases * escalation.EveryMonths);
    }
    return amount;
  };
};

/** The last day a lease runs: its Lease End, or the day before when Lease End falls exactly whole months on. */
const lastDayOf = (startDate: string, endDate: string): string => {
  const months = tenureMonths(startDate, endDate);
  return months !== null && addMonthsToDay(startDate, months) === endDate
    ? addDaysToDay(endDate, -1)
    : endDate;
};

/**
 * A lease's bills: consecutive billing periods (a month, a quarter or a year long) from Lease Start to the
 * lease's last day, each costing RentCents raised once for every rent increase that took effect on or before the
 * period's start, and falling due DueAfterDays days after the period starts. Period k starts k periods after
 * Lease Start (counted from Lease Start, so a lease from the 31st bills from the 31st, or the month's last day,
 * every month). A lease that is not a whole number of periods ends with a shorter period, billed in full. Dates
 * that are not days, or a Lease End before Lease Start, give no bills; an increase every fewer than 1 month is a
 * RangeError.
 */
export const buildLeaseSchedule = ({
  StartDate,
  EndDate,
  RentCents,
  RentFrequencyId,
  Escalation,
  DueAfterDays = LEASE_DUE_AFTER_DAYS,
}: LeaseScheduleInput): ScheduledPeriod[] => {
  if (!isIsoDay(StartDate) || !isIsoDay(EndDate) || EndDate < StartDate) return [];
  if (Escalation && !(Number.isSafeInteger(Escalation.EveryMonths) && Escalation.EveryMonths >= 1))
    throw new RangeError(`A rent increase must come every whole number of months: ${Escalation.EveryMonths}`);
  const periodMonths = MONTHS_PER_BILLING_PERIOD[RentFrequencyId];
  const lastDay = lastDayOf(StartDate, EndDate);
  const periods: ScheduledPeriod[] = [];
  const rentOf = rentByPeriod(RentCents, Escalation);
  let periodStart = StartDate;
  for (let k = 1; periodStart <= lastDay; k += 1) {
    const nextStart = addMonthsToDay(StartDate, k * periodMonths);
    const dayBeforeNext = addDaysToDay(nextStart, -1);
    periods.push({
      PeriodStart: periodStart,
      PeriodEnd: dayBeforeNext < lastDay ? dayBeforeNext : lastDay,
      AmountCents: rentOf(periodStart),
      DueDate: addDaysToDay(periodStart, DueAfterDays),
    });
    periodStart = nextStart;
  }
  return periods;
};

/** A bill already recorded for a lease: its id, where its payment stands and how much has been paid on it. */
export type RecordedPeriod = ScheduledPeriod & {
  Id: number;
  StatusId: LeasePaymentStatusId;
  PaidCents: number;
};

export type ScheduleRegeneration = { keep: number[]; remove: number[]; add: ScheduledPeriod[] };

const overlaps = (a: ScheduledPeriod, b: ScheduledPeriod): boolean =>
  a.PeriodStart <= b.PeriodEnd && b.PeriodStart <= a.PeriodEnd;

/**
 * What changing an active lease's terms does to its bills: only future bills nobody has acted on are redone.
 * A bill is kept as it is when it started before today, its payment has gone past Due (submitted, approved,
 * held, initiated or paid) or anything has been paid on it; the other bills are removed, and the new terms'
 * bills that start today or later and do not overlap a kept bill are added.
 */
export const regenerateFutureSchedule = (
  existing: RecordedPeriod[],
  next: ScheduledPeriod[],
  today: string,
): ScheduleRegeneration => {
  const isKept = (period: RecordedPeriod): boolean =>
    period.PeriodStart < today ||
    (period.StatusId !== LeasePaymentStatus.None && period.StatusId !== LeasePaymentStatus.Due) ||
    period.PaidCents > 0;
  const kept = existing.filter(isKept);
  return {
    keep: kept.map((period) => period.Id),
    remove: existing.filter((period) => !isKept(period)).map((period) => period.Id),
    add: next.filter(
      (period) => period.PeriodStart >= today && !kept.some((keptPeriod) => overlaps(keptPeriod, period)),
    ),
  };
};

/** Where the payment of one bill stands. */
export type LeasePeriodPayment = {
  DueDate: string;
  AmountCents: number;
  PaidCents: number;
  StatusId: LeasePaymentStatusId;
};

/** Whether nothing more is owed on a bill: its payment is Paid, or the payments on it reach its amount. */
const isFullyPaid = (period: LeasePeriodPayment): boolean =>
  period.StatusId === LeasePaymentStatus.Paid || period.PaidCents >= period.AmountCents;

/** What a lease's tenant owes on bills that fell due before today, in cents (a part payment leaves the rest). */
export const arrearsCents = (periods: LeasePeriodPayment[], today: string): number =>
  periods.reduce(
    (sum, period) =>
      period.DueDate < today && !isFullyPaid(period) ? sum + period.AmountCents - period.PaidCents : sum,
    0,
  );

/**
 * The next payment a lease's tenant should make: the earliest bill by due date that is not fully paid (so an
 * overdue bill comes before one due later), with what remains of it; null when every bill is paid. Bills due on
 * the same day are taken in the order their periods start.
 */
export const nextPaymentDue = (
  periods: (LeasePeriodPayment & { PeriodStart: string })[],
  _today: string,
): { DueDate: string; AmountCents: number } | null => {
  let earliest: (LeasePeriodPayment & { PeriodStart: string }) | null = null;
  for (const period of periods) {
    if (isFullyPaid(period)) continue;
    if (
      !earliest ||
      period.DueDate < earliest.DueDate ||
      (period.DueDate === earliest.DueDate && period.PeriodStart < earliest.PeriodStart)
    )
      earliest = period;
  }
  return earliest
    ? { DueDate: earliest.DueDate, AmountCents: earliest.AmountCents - earliest.PaidCents }
    : null;
};
