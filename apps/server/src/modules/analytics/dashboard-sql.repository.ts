import { sql, type SQL } from "drizzle-orm";
import { addCalendarDays, DISPLAY_TIME_ZONE, startOfCalendarDay } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import type { DashboardScope } from "./dashboard-scope.ts";

/** The rows of a raw query (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A grouped count: the group's key as text (null stays null) and its count. */
export type KeyCount = { key: string | null; n: number };

/** Grouped counts with the counts as numbers (count(*) comes back as text from node-postgres). */
export const keyCounts = async (db: Db, query: SQL): Promise<KeyCount[]> =>
  (await rowsOf<{ key: string | number | null; n: string | number }>(db, query)).map((r) => ({
    key: r.key === null ? null : String(r.key),
    n: Number(r.n),
  }));

const ZONE = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

/** A timestamp column's month of the display time zone, 'YYYY-MM'. */
export const zoneMonth = (column: SQL): SQL => sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM')`;
/** A timestamp column's day of the display time zone, 'YYYY-MM-DD'. */
export const zoneDay = (column: SQL): SQL => sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;

/** The column lies in the scope's day range (always true without one). */
export const inRange = (column: SQL, scope: DashboardScope): SQL => {
  const parts: SQL[] = [sql`true`];
  if (scope.from) parts.push(sql`${column} >= ${scope.from.toISOString()}::timestamptz`);
  if (scope.to) parts.push(sql`${column} < ${scope.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
};

/** A date column (a day, no time) lies in the scope's day range. */
export const inDayRange = (column: SQL, scope: DashboardScope): SQL => {
  const parts: SQL[] = [sql`true`];
  if (scope.fromDay) parts.push(sql`${column} >= ${scope.fromDay}::date`);
  if (scope.toDay) parts.push(sql`${column} <= ${scope.toDay}::date`);
  return sql.join(parts, sql` and `);
};

/** A date column lies inside the series' months and inside the day range. */
export const inMonthSeriesDay = (column: SQL, scope: DashboardScope): SQL =>
  sql`${column} >= ${`${scope.months[0]}-01`}::date
      and ${column} < (${`${scope.months.at(-1)}-01`}::date + interval '1 month')::date
      and ${inDayRange(column, scope)}`;

/** The instants bounding a list of months or days: the first's start and the start after the last. */
export const seriesBounds = (scope: DashboardScope, unit: "month" | "day"): { from: Date; to: Date } => {
  const first = unit === "month" ? `${scope.months[0]}-01` : scope.days[0]!;
  const last = unit === "month" ? `${scope.months.at(-1)}-01` : scope.days.at(-1)!;
  const after = unit === "month" ? nextMonthStart(last) : addCalendarDays(last, 1);
  return { from: startOfCalendarDay(first), to: startOfCalendarDay(after) };
};

const nextMonthStart = (firstOfMonth: string): string => {
  const [y, m] = firstOfMonth.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};

/** The column lies inside the series' months (or days) and inside the day range. */
export const inSeries = (column: SQL, scope: DashboardScope, unit: "month" | "day"): SQL => {
  const bounds = seriesBounds(scope, unit);
  return sql`${column} >= ${bounds.from.toISOString()}::timestamptz and ${column} < ${bounds.to.toISOString()}::timestamptz and ${inRange(column, scope)}`;
};

/**
 * The location column names a place of the scope's subtree (always true without a location filter). The ids
 * come from the database as integers, so they are written into the statement as one array literal.
 */
export const atLocation = (column: SQL, scope: Pick<DashboardScope, "locationIds">): SQL => {
  if (scope.locationIds === null) return sql`true`;
  const ids = scope.locationIds.map((id) => Math.trunc(Number(id))).join(",");
  return sql`${column} = any(${sql.raw(`'{${ids}}'::int[]`)})`;
};

/** Integer ids written as a SQL list, e.g. for `status_id in (…)`. */
export const idList = (ids: readonly number[]): SQL =>
  sql.raw(ids.map((id) => String(Math.trunc(id))).join(", "));
