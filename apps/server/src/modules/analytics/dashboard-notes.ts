import type { DashboardScope } from "./dashboard-scope.ts";

/** Notes of widgets that ignore the day range. */
export const NOTE = { now: "Now", allTime: "All time" } as const;

const hasRange = (scope: DashboardScope) => scope.fromDay !== null || scope.toDay !== null;

/**
 * The note of a widget the day range narrows by one of its dates ('Created', 'Due' …): 'Created in the range'
 * when a range is set, 'All time' when none is.
 */
export const rangeNote = (scope: DashboardScope, what: string): string =>
  hasRange(scope) ? `${what} in the range` : NOTE.allTime;

/**
 * The note of a time series: the range when one is set, otherwise the months or days the series shows by
 * default ('Created and completed, last 12 months').
 */
export const seriesNote = (scope: DashboardScope, what: string, unit: "month" | "day"): string => {
  if (hasRange(scope)) return `${what} in the range`;
  return unit === "month"
    ? `${what}, last ${scope.months.length} months`
    : `${what}, last ${scope.days.length} days`;
};
