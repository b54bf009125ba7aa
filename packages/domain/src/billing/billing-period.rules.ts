import { AGING_BUCKETS, type AgingBucket } from "./billing.enums.ts";

/** A billing period is a calendar month, written YYYY-MM. */
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isBillingPeriod = (text: string): boolean => PERIOD.test(text);

const pad = (n: number) => String(n).padStart(2, "0");

/** The first and last day of a period: "2026-02" → 2026-02-01 … 2026-02-28. */
export const periodDays = (period: string): { first: string; last: string } => {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a billing period: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
};

/** The period before: "2026-01" → "2025-12". */
export const previousPeriod = (period: string): string => {
  const { first } = periodDays(period);
  const [y, m] = first.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
};

/** The period a day falls in: "2026-02-14" → "2026-02". */
export const periodOfDay = (day: string): string => day.slice(0, 7);

/** A day plus some days, as YYYY-MM-DD. */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The aging bucket of an amount still owed, by days past its due date on `today`: not yet due and up to 30 days
 * late are 0–30, then 31–60, 61–90 and 90+.
 */
export const agingBucket = ({ dueDate, today }: { dueDate: string; today: string }): AgingBucket => {
  const late = daysBetween(dueDate, today);
  if (late <= 30) return AGING_BUCKETS[0];
  if (late <= 60) return AGING_BUCKETS[1];
  if (late <= 90) return AGING_BUCKETS[2];
  return AGING_BUCKETS[3];
};
