import { sql } from "drizzle-orm";
import { CLOSED_TASK_STATUSES, startOfCalendarDay } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import {
  atLocation,
  idList,
  inDayRange,
  inMonthSeriesDay,
  inRange,
  inSeries,
  keyCounts,
  rowsOf,
  zoneMonth,
  type KeyCount,
} from "../dashboard-sql.repository.ts";

/*
 * Over the whole organisation the figures are sums of the rollup tables (migration 0012); at a location they
 * are counted from the work orders of that place and the places under it, which the location index finds.
 */

const CLOSED = idList(CLOSED_TASK_STATUSES);
const createdAt = sql`created_at`;
const completedAt = sql`completed_at`;
const everywhere = (scope: DashboardScope) => scope.locationIds === null;

/** The work orders of the organisation, at the scope's location, created in its range. */
export const createdInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${inRange(createdAt, scope)} and ${atLocation(sql`location_id`, scope)}`;

/** The conditions behind each work-order figure, shared by the figures and their drill-downs. */
export const WORK_ORDER_WHERE = {
  open: sql`status_id not in (${CLOSED})`,
  closed: sql`status_id in (${CLOSED})`,
  /** Open and past due now, whenever created, at the scope's location. */
  overdue: (scope: DashboardScope) =>
    sql`org_id = ${scope.orgId} and status_id not in (${CLOSED}) and due_date < ${scope.now.toISOString()}::timestamptz
        and ${atLocation(sql`location_id`, scope)}`,
  completedInScope: (scope: DashboardScope) =>
    sql`org_id = ${scope.orgId} and status_id in (${CLOSED}) and completed_at is not null
        and ${inRange(completedAt, scope)} and ${atLocation(sql`location_id`, scope)}`,
  createdInMonth: (scope: DashboardScope, month: string) =>
    sql`${createdInScope(scope)} and ${inSeries(createdAt, scope, "month")} and ${zoneMonth(createdAt)} = ${month}`,
};

/** Work orders created in the range by status and type ('status:type' keys). */
export const workOrdersByStatusAndType = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select status_id || ':' || type_id as key, sum(n) as n from task_created_days
            where org_id = ${scope.orgId} and ${inDayRange(sql`day`, scope)} group by status_id, type_id`
      : sql`select status_id || ':' || type_id as key, count(*) as n from tasks
            where ${createdInScope(scope)} group by status_id, type_id`,
  );

/**
 * Open work orders past their due date now. Over the whole organisation: the days before today from the rollup,
 * and today's from the due-date index (due earlier today).
 */
export const overdueWorkOrders = async (db: Db, scope: DashboardScope): Promise<number> => {
  const now = scope.now.toISOString();
  const query = everywhere(scope)
    ? sql`select null as key,
            (select coalesce(sum(n), 0) from task_open_due_days where org_id = ${scope.orgId} and day < ${scope.today}::date)
          + (select count(*) from tasks where org_id = ${scope.orgId} and status_id not in (${CLOSED})
               and due_date >= ${startOfCalendarDay(scope.today).toISOString()}::timestamptz
               and due_date < ${now}::timestamptz) as n`
    : sql`select null as key, count(*) as n from tasks where ${WORK_ORDER_WHERE.overdue(scope)}`;
  const [row] = await keyCounts(db, query);
  return row?.n ?? 0;
};

/** The mean days from creation to completion of the work orders completed in the range, and how many. */
export const meanDaysToComplete = async (
  db: Db,
  scope: DashboardScope,
): Promise<{ days: number | null; n: number }> => {
  const [row] = await rowsOf<{ days: string | number | null; n: string | number }>(
    db,
    everywhere(scope)
      ? sql`select sum(ms)::float8 / nullif(sum(n), 0) / 86400000 as days, coalesce(sum(n), 0) as n
            from task_completed_days where org_id = ${scope.orgId} and ${inDayRange(sql`day`, scope)}`
      : sql`select avg(extract(epoch from completed_at - created_at)) / 86400 as days, count(*) as n from tasks
            where ${WORK_ORDER_WHERE.completedInScope(scope)}`,
  );
  return { days: row?.days === null || row === undefined ? null : Number(row.days), n: Number(row?.n ?? 0) };
};

/** Open work orders created in the range per assignee (key: employee id, null unassigned), with names. */
export const openWorkOrdersByAssignee = async (
  db: Db,
  scope: DashboardScope,
): Promise<{ key: string | null; name: string; n: number }[]> => {
  const counts = everywhere(scope)
    ? sql`select nullif(assignee_id, 0) as key, sum(n) as n from task_open_assignee_days
          where org_id = ${scope.orgId} and ${inDayRange(sql`day`, scope)} group by assignee_id having sum(n) > 0`
    : sql`select assignee_id as key, count(*) as n from tasks
          where ${createdInScope(scope)} and status_id not in (${CLOSED}) group by assignee_id`;
  const rows = await rowsOf<{ key: number | null; name: string | null; n: string | number }>(
    db,
    sql`select t.key, e.first_name || ' ' || e.last_name as name, t.n from (${counts}) t
        left join employees e on e.id = t.key and e.org_id = ${scope.orgId}
        order by t.n desc, t.key`,
  );
  return rows.map((r) => ({
    key: r.key === null ? null : String(r.key),
    name: r.name ?? "",
    n: Number(r.n),
  }));
};

/** Work orders created per month of the series (keys 'YYYY-MM'). */
export const workOrdersCreatedByMonth = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select to_char(day, 'YYYY-MM') as key, sum(n) as n from task_created_days
            where org_id = ${scope.orgId} and ${inMonthSeriesDay(sql`day`, scope)} group by 1`
      : sql`select ${zoneMonth(createdAt)} as key, count(*) as n from tasks
            where ${createdInScope(scope)} and ${inSeries(createdAt, scope, "month")} group by 1`,
  );

/** Work orders completed per month of the series (keys 'YYYY-MM'). */
export const workOrdersCompletedByMonth = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select to_char(day, 'YYYY-MM') as key, sum(n) as n from task_completed_days
            where org_id = ${scope.orgId} and ${inMonthSeriesDay(sql`day`, scope)} group by 1`
      : sql`select ${zoneMonth(completedAt)} as key, count(*) as n from tasks
            where ${WORK_ORDER_WHERE.completedInScope(scope)} and ${inSeries(completedAt, scope, "month")}
            group by 1`,
  );
