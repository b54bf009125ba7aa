import {
  addCalendarDays,
  calendarDayOf,
  parseCalendarDay,
  startOfCalendarDay,
  type DashboardParams,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { invalidField } from "../../lib/errors.ts";
import { findLocationSubtree } from "./dashboard-scope.repository.ts";

/** The most months a monthly series shows, and the most days a daily one shows (the latest are kept). */
export const MAX_MONTHS = 36;
export const MAX_DAYS = 92;
/** Without a range, monthly series show the last 12 months and daily series the last 30 days. */
const DEFAULT_MONTHS = 12;
const DEFAULT_DAYS = 30;

/** What every dashboard query is narrowed to: the organisation, the day range and the location's subtree. */
export type DashboardScope = {
  orgId: number;
  now: Date;
  /** Today in the display time zone, 'YYYY-MM-DD'. */
  today: string;
  /** The range as instants: from the start of From (inclusive) to the start of the day after To (exclusive). */
  from: Date | null;
  to: Date | null;
  /** The same range as days, for date columns: From and To, both inclusive. */
  fromDay: string | null;
  toDay: string | null;
  /** The location and every place under it; null when the dashboard covers every location. */
  locationIds: readonly number[] | null;
  locationName: string | null;
  /** The months ('YYYY-MM') and days ('YYYY-MM-DD') the time series show, oldest first. */
  months: string[];
  days: string[];
};

const checkDay = (field: "From" | "To", day: string | undefined): void => {
  if (day !== undefined && parseCalendarDay(day) === null)
    throw invalidField(field, `${day} is not a day of the calendar.`);
};

const nextMonth = (month: string): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};
const addMonths = (month: string, count: number): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/** The months from the first to the last, both included, keeping the latest `max`. */
export const monthsBetween = (first: string, last: string, max: number): string[] => {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months.slice(-max);
};

const daysBetween = (first: string, last: string, max: number): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) days.push(day);
  return days.slice(-max);
};

/** The series' window: the range when given, else the latest months/days up to today (or up to To). */
const seriesWindow = (params: DashboardParams, today: string) => {
  const lastDay = params.To ?? (params.From && params.From > today ? params.From : today);
  const lastMonth = lastDay.slice(0, 7);
  const firstMonth = params.From?.slice(0, 7) ?? addMonths(lastMonth, 1 - DEFAULT_MONTHS);
  const firstDay = params.From ?? addCalendarDays(lastDay, 1 - DEFAULT_DAYS);
  return {
    months: monthsBetween(firstMonth, lastMonth, MAX_MONTHS),
    days: daysBetween(firstDay, lastDay, MAX_DAYS),
  };
};

/**
 * Checks the filters against the organisation and turns them into a scope: a From or To that is no day of the
 * calendar, or a LocationId the organisation does not have, is a 400 naming the field.
 */
export const resolveScope = async (
  ctx: Pick<AppContext, "db" | "now">,
  orgId: number,
  params: DashboardParams,
): Promise<DashboardScope> => {
  checkDay("From", params.From);
  checkDay("To", params.To);
  if (params.From && params.To && params.From > params.To)
    throw invalidField("From", "From must not be after To.");
  const subtree =
    params.LocationId === undefined ? null : await findLocationSubtree(ctx.db, orgId, params.LocationId);
  if (params.LocationId !== undefined && subtree === null)
    throw invalidField("LocationId", `No location has the id ${params.LocationId}.`);
  const now = ctx.now();
  const today = calendarDayOf(now);
  return {
    orgId,
    now,
    today,
    from: params.From ? startOfCalendarDay(params.From) : null,
    to: params.To ? startOfCalendarDay(addCalendarDays(params.To, 1)) : null,
    fromDay: params.From ?? null,
    toDay: params.To ?? null,
    locationIds: subtree?.ids ?? null,
    locationName: subtree?.name ?? null,
    ...seriesWindow(params, today),
  };
};
