import type { DashboardParams } from "@fieldstead/domain";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The address's query parameters that hold a dashboard's filters (the same names as the call's). */
export const FILTER_PARAMS = ["From", "To", "LocationId"] as const;

/** The message beside To when the range runs backwards (the call is not made with it). */
export const RANGE_ERROR = "To must not be before From.";

const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * A dashboard's filters as the address's query string holds them; a value that is not a day (YYYY-MM-DD) or an
 * id is left out, as if it were not there.
 */
export const filtersFromSearch = (search: URLSearchParams): DashboardParams => {
  const from = search.get("From");
  const to = search.get("To");
  const location = search.get("LocationId");
  return {
    ...(isDay(from) ? { From: from } : {}),
    ...(isDay(to) ? { To: to } : {}),
    ...(location !== null && ID.test(location) ? { LocationId: Number(location) } : {}),
  };
};

/** The query string with `filters` in place of the old ones; other parameters stay as they were. */
export const searchWithFilters = (search: URLSearchParams, filters: DashboardParams): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.From) next.set("From", filters.From);
  if (filters.To) next.set("To", filters.To);
  if (filters.LocationId !== undefined) next.set("LocationId", String(filters.LocationId));
  return next;
};

/** Whether any filter is set. */
export const hasFilters = (filters: DashboardParams): boolean =>
  Boolean(filters.From || filters.To || filters.LocationId !== undefined);

/** The range's problem, or null: To before From is refused before anything is asked. */
export const rangeError = (filters: DashboardParams): string | null =>
  filters.From && filters.To && filters.To < filters.From ? RANGE_ERROR : null;
