import { addDaysToDay, addMonthsToDay, isIsoDay } from "./lease-dates.rules.ts";
import { BillingFrequency, type BillingFrequencyId } from "./leases.enums.ts";

/** How many months one bill of a lease covers: a month, a quarter or a year. */
export const MONTHS_PER_BILLING_PERIOD: Readonly<Record<BillingFrequencyId, number>> = {
  [BillingFrequency.Monthly]: 1,
  [BillingFrequency.Quarterly]: 3,
  [BillingFrequency.Yearly]: 12,
};

/**
 * The months a lease's tenure must be a multiple of, by how often it is billed: any whole number of months for
 * a monthly lease, half years for a quarterly one, whole years for a yearly one.
 */
export const TENURE_STEP_MONTHS: Readonly<Record<BillingFrequencyId, number>> = {
  [BillingFrequency.Monthly]: 1,
  [BillingFrequency.Quarterly]: 6,
  [BillingFrequency.Yearly]: 12,
};

/** What the lease forms say under Lease End when the dates do not make a valid tenure (the texts are the spec's). */
export const LEASE_TENURE_MESSAGES = {
  yearly:
    "The lease tenure should be a multiple of 1 year. Please choose a valid Lease Start and Lease End date combination",
  quarterly:
    "The lease tenure should be a multiple of 0.5 years. Please choose a valid Lease Start and Lease End date combination",
  overview:
    "The lease tenure should be a multiple of 6 months.Please choose a valid Lease Start and Lease End date combination",
  monthly:
    "The lease tenure should be a multiple of 1 month. Please choose a valid Lease Start and Lease End date combination",
  endBeforeStart: "Lease End must be after Lease Start.",
} as const;

/**
 * How many whole months a lease runs, or null when its dates are not a whole number of months. Lease End may
 * be the last day of the lease (2026-01-01 to 2026-12-31 is 12 months) or the day after it (2026-01-01 to
 * 2027-01-01 is 12 months too). A lease starting on a month's end counts months the clamped way: 2026-01-31
 * to 2026-02-27, or to 2026-02-28, is one month.
 */
export const tenureMonths = (startDate: string, endDate: string): number | null => {
  if (!isIsoDay(startDate) || !isIsoDay(endDate) || endDate <= startDate) return null;
  const months =
    (Number(endDate.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 +
    (Number(endDate.slice(5, 7)) - Number(startDate.slice(5, 7)));
  // n months on always falls in the month `months` on; the day before it falls there too, or (from the 1st of a
  // month) in the month before: n is `months` or `months + 1`.
  for (const n of [months, months + 1]) {
    if (n < 1) continue;
    const monthsOn = addMonthsToDay(startDate, n);
    if (monthsOn === endDate || addDaysToDay(monthsOn, -1) === endDate) return n;
  }
  return null;
};

export type LeaseTenureInput = {
  StartDate: string;
  EndDate: string;
  RentFrequencyId: BillingFrequencyId;
  /** The form the dates come from: the overview page words the quarterly refusal its own way. */
  form?: "register" | "overview";
};

export type LeaseTenureCheck =
  { ok: true; months: number } | { ok: false; field: "EndDate"; message: string };

const messageOf = (frequency: BillingFrequencyId, form: LeaseTenureInput["form"]): string => {
  if (frequency === BillingFrequency.Yearly) return LEASE_TENURE_MESSAGES.yearly;
  if (frequency === BillingFrequency.Quarterly)
    return form === "overview" ? LEASE_TENURE_MESSAGES.overview : LEASE_TENURE_MESSAGES.quarterly;
  return LEASE_TENURE_MESSAGES.monthly;
};

/**
 * Whether a lease's dates make a tenure its billing allows: Lease End after Lease Start, and a whole number of
 * months that is a multiple of a year (yearly billing), of half a year (quarterly) or of a month (monthly). A
 * 13-month yearly lease is refused. The refusal is shown under Lease End. The dates themselves are checked as
 * calendar days by the form's schema; a text that is not a day is not a whole number of months.
 */
export const checkLeaseTenure = ({
  StartDate,
  EndDate,
  RentFrequencyId,
  form = "register",
}: LeaseTenureInput): LeaseTenureCheck => {
  if (EndDate <= StartDate)
    return { ok: false, field: "EndDate", message: LEASE_TENURE_MESSAGES.endBeforeStart };
  const months = tenureMonths(StartDate, EndDate);
  if (months === null || months % TENURE_STEP_MONTHS[RentFrequencyId] !== 0)
    return { ok: false, field: "EndDate", message: messageOf(RentFrequencyId, form) };
  return { ok: true, months };
};
