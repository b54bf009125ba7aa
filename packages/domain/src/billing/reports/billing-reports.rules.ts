import { periodDays } from "../billing-period.rules.ts";

/** Months from `from` to `to`, both included: "2026-11", "2027-01" → 3 (0 or less when `to` is earlier). */
export const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = periodDays(from).first.split("-").map(Number) as [number, number];
  const [ty, tm] = periodDays(to).first.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

/** Every month from `from` to `to`, both included, in order. */
export const periodsBetween = (from: string, to: string): string[] => {
  const count = monthsBetween(from, to);
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const index = fm - 1 + i;
    return `${fy + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
};
