import { AssetReconciliationResult, ReconDifferenceKind } from "@fieldstead/domain";
import type { SnackbarSeverity } from "../../../../lib/snackbar.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-11" → "November 2026" (the text itself when it is not a month). */
export const periodLabel = (period: string): string => {
  const [year, month] = period.split("-").map(Number);
  const name = month === undefined ? undefined : MONTHS[month - 1];
  return name && year ? `${name} ${year}` : period;
};

/** The month of a day as a billing period ("2026-11"), in the person's own time zone. */
export const periodOfDate = (day: Date): string =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}`;

export type PeriodOption = { value: string; label: string };

/** The months a run may reconcile: this month first, then the `count` − 1 before it. */
export const recentPeriods = (today: Date, count = 24): PeriodOption[] =>
  Array.from({ length: count }, (_, i) => {
    const value = periodOfDate(new Date(today.getFullYear(), today.getMonth() - i, 1));
    return { value, label: periodLabel(value) };
  });

/** A run's message is green when billing and the field agree, amber when something needs a look. */
export const resultSeverity = (code: number): SnackbarSeverity =>
  code === AssetReconciliationResult.Success ? "success" : "warning";

/** The chip colour of each kind of difference. */
export const KIND_COLORS: Readonly<Record<number, "error" | "warning" | "info">> = {
  [ReconDifferenceKind.BilledNotFound]: "error",
  [ReconDifferenceKind.FoundNotBilled]: "info",
  [ReconDifferenceKind.QuantityDiffers]: "warning",
};
