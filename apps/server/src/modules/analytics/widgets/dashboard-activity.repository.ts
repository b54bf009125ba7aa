import { sql, type SQL } from "drizzle-orm";
import { AuditEntityType, NotificationAction } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import {
  atLocation,
  inDayRange,
  inRange,
  inSeries,
  keyCounts,
  rowsOf,
  zoneDay,
  type KeyCount,
} from "../dashboard-sql.repository.ts";

/*
 * Over the whole organisation the activity figures are sums of the day rollups (migration 0012); at a location
 * they are counted from the history, events and notifications about the records of that place.
 */

const everywhere = (scope: DashboardScope) => scope.locationIds === null;

/**
 * A record (type and id columns) is at the scope's location: a location of the subtree, or an asset, work order,
 * project, lease or move request whose place is in it. Without a location filter every record counts.
 */
export const recordAtLocation = (scope: DashboardScope, type: SQL, id: SQL): SQL => {
  if (scope.locationIds === null) return sql`true`;
  const at = (column: string) => atLocation(sql.raw(column), scope);
  const org = scope.orgId;
  return sql`(${type}, ${id}) in (
    select ${AuditEntityType.Location}, id from locations where org_id = ${org} and ${at("id")}
    union all select ${AuditEntityType.Asset}, id from assets where org_id = ${org} and ${at("location_id")}
    union all select ${AuditEntityType.Task}, id from tasks where org_id = ${org} and ${at("location_id")}
    union all select ${AuditEntityType.Project}, id from projects where org_id = ${org} and ${at("location_id")}
    union all select ${AuditEntityType.Lease}, id from leases where org_id = ${org} and ${at("location_id")}
    union all select ${AuditEntityType.MoveRequest}, id from move_requests
      where org_id = ${org} and (${at("from_location_id")} or ${at("to_location_id")}))`;
};

/** History entries (over audit_entries' own columns) written in the range about records at the location. */
export const changesInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${inRange(sql`created_at`, scope)}
      and ${recordAtLocation(scope, sql`entity_type`, sql`entity_id`)}`;

/** Domain events (over domain_events' own columns) raised in the range about records at the location. */
export const eventsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${inRange(sql`created_at`, scope)}
      and ${recordAtLocation(scope, sql`subject_type`, sql`subject_id`)}`;

/** Notifications (over the notifications table's own columns) sent in the range about records at the location. */
export const notificationsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${inRange(sql`created_on`, scope)}
      and ${recordAtLocation(scope, sql`subject_type`, sql`subject_id`)}`;

/** The day rollup rows of the organisation inside the range (and inside the days of the series when asked). */
const rollupDays = (scope: DashboardScope, series: boolean) =>
  sql`org_id = ${scope.orgId} and ${inDayRange(sql`day`, scope)}
      ${series ? sql`and day between ${scope.days[0]}::date and ${scope.days.at(-1)}::date` : sql``}`;

/** History entries per day of the series ('YYYY-MM-DD'). */
export const changesByDay = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select to_char(day, 'YYYY-MM-DD') as key, sum(n) as n from audit_day_counts
            where ${rollupDays(scope, true)} group by 1`
      : sql`select ${zoneDay(sql`created_at`)} as key, count(*) as n from audit_entries
            where ${changesInScope(scope)} and ${inSeries(sql`created_at`, scope, "day")} group by 1`,
  );

/** Domain events per day of the series. */
export const eventsByDay = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select to_char(day, 'YYYY-MM-DD') as key, sum(n) as n from event_day_counts
            where ${rollupDays(scope, true)} group by 1`
      : sql`select ${zoneDay(sql`created_at`)} as key, count(*) as n from domain_events
            where ${eventsInScope(scope)} and ${inSeries(sql`created_at`, scope, "day")} group by 1`,
  );

type SentRow = { key: string; sent: number; unread: number };
const sentRows = async (db: Db, query: SQL): Promise<SentRow[]> =>
  (await rowsOf<{ key: string; sent: string | number; unread: string | number }>(db, query)).map((r) => ({
    key: r.key,
    sent: Number(r.sent),
    unread: Number(r.unread),
  }));

const UNREAD = NotificationAction.UnRead;

/** Notifications sent per day of the series, and how many of those are unread. */
export const notificationsByDay = (db: Db, scope: DashboardScope): Promise<SentRow[]> =>
  sentRows(
    db,
    everywhere(scope)
      ? sql`select to_char(day, 'YYYY-MM-DD') as key, sum(n) as sent, sum(unread) as unread
            from notification_day_counts where ${rollupDays(scope, true)} group by 1`
      : sql`select ${zoneDay(sql`created_on`)} as key, count(*) as sent,
                   count(*) filter (where action_id = ${UNREAD}) as unread
            from notifications where ${notificationsInScope(scope)} and ${inSeries(sql`created_on`, scope, "day")}
            group by 1`,
  );

/** Notifications sent in the range, and how many of them are unread. */
export const notificationTotals = async (db: Db, scope: DashboardScope): Promise<SentRow> =>
  (
    await sentRows(
      db,
      everywhere(scope)
        ? sql`select 'all' as key, coalesce(sum(n), 0) as sent, coalesce(sum(unread), 0) as unread
              from notification_day_counts where ${rollupDays(scope, false)}`
        : sql`select 'all' as key, count(*) as sent, count(*) filter (where action_id = ${UNREAD}) as unread
              from notifications where ${notificationsInScope(scope)}`,
    )
  )[0] ?? { key: "all", sent: 0, unread: 0 };

/** Changes per person in the range (key: employee id), the most active first, with names and how many people. */
export const mostActivePeople = async (
  db: Db,
  scope: DashboardScope,
  top: number,
): Promise<{ totalPeople: number; top: { id: number; name: string; n: number }[] }> => {
  const counts = everywhere(scope)
    ? sql`select employee_id, sum(n) as n from audit_day_counts
          where ${rollupDays(scope, false)} and employee_id <> 0 group by employee_id having sum(n) > 0`
    : sql`select employee_id, count(*) as n from audit_entries
          where ${changesInScope(scope)} and employee_id is not null group by employee_id`;
  const rows = await rowsOf<{ id: number; name: string; n: string; people: string }>(
    db,
    sql`select c.employee_id as id, e.first_name || ' ' || e.last_name as name, c.n, count(*) over () as people
        from (${counts}) c join employees e on e.id = c.employee_id and e.org_id = ${scope.orgId}
        order by c.n desc, name
        limit ${top}`,
  );
  return {
    totalPeople: Number(rows[0]?.people ?? 0),
    top: rows.map((r) => ({ id: Number(r.id), name: r.name, n: Number(r.n) })),
  };
};

/** Domain events raised in the range by kind. */
export const eventsByKind = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select event_type as key, sum(n) as n from event_day_counts
            where ${rollupDays(scope, false)} group by 1 having sum(n) > 0`
      : sql`select event_type as key, count(*) as n from domain_events where ${eventsInScope(scope)} group by 1`,
  );

/** History entries written in the range by record type. */
export const changesByRecordType = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    everywhere(scope)
      ? sql`select entity_type as key, sum(n) as n from audit_day_counts
            where ${rollupDays(scope, false)} group by 1 having sum(n) > 0`
      : sql`select entity_type as key, count(*) as n from audit_entries where ${changesInScope(scope)} group by 1`,
  );
