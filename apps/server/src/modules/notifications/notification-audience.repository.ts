import { and, count, eq, inArray, sql } from "drizzle-orm";
import {
  NotificationAction,
  type NotificationActionId,
  type NotificationGridItem,
  type NotificationKindId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { sanitizeNotificationHtml } from "./notification-html.ts";

export type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = {
  orgId: number;
  employeeId: number;
  kindId: NotificationKindId | null;
  eventId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  labelText: string;
  bodyText: string;
  completeUrl: string | null;
  createdOn?: Date;
  actionId?: NotificationActionId;
};

/** Rows written per statement (11 values each, well under the 65,535 parameters a statement may carry). */
const INSERT_CHUNK = 1_000;

/** Of these employees, those who get a notification of this kind about this record: the organisation has the kind on
 *  for their role, they have not turned it off, they have not unsubscribed from the record, and their account is enabled. */
export const filterAudience = async (
  db: Db | Tx,
  q: {
    orgId: number;
    kindId: NotificationKindId;
    subjectType: string | null;
    subjectId: number | null;
    employeeIds: readonly number[];
  },
): Promise<number[]> => {
  const ids = [...new Set(q.employeeIds)];
  if (ids.length === 0) return [];
  // No settings row: on for every role; a row with no role list: on for every role; no preference row: on.
  const result = (await db.execute(sql`
    select e.id as id
    from employees e
    left join notification_settings s on s.org_id = ${q.orgId} and s.kind_id = ${q.kindId}
    left join notification_preferences p on p.employee_id = e.id and p.kind_id = ${q.kindId}
    left join notification_mutes m
      on m.employee_id = e.id and m.subject_type = ${q.subjectType} and m.subject_id = ${q.subjectId}
    where e.org_id = ${q.orgId}
      and e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      and e.enabled
      and (s.org_id is null or (s.is_enabled and (s.role_ids is null or e.role_id = any(s.role_ids))))
      and coalesce(p.is_enabled, true)
      and m.employee_id is null
    order by e.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
};

/** "Work Order , Assigned," is kept as "Work Order,Assigned": labels are matched and offered whole. */
const tidyLabels = (labelText: string): string =>
  labelText
    .split(",")
    .map((label) => label.trim())
    .filter((label) => label !== "")
    .join(",");

const uniqueByEventAndEmployee = (rows: readonly NewNotification[]): NewNotification[] => {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (row.eventId === null) return true;
    const key = `${row.eventId}:${row.employeeId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Writes notifications (BodyText sanitised here), one per (event, employee) at most; returns the rows written. */
export const insertNotifications = async (
  db: Db | Tx,
  rows: readonly NewNotification[],
): Promise<NotificationRow[]> => {
  const values = uniqueByEventAndEmployee(rows).map((row) => ({
    orgId: row.orgId,
    employeeId: row.employeeId,
    kindId: row.kindId,
    eventId: row.eventId,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    labelText: tidyLabels(row.labelText),
    bodyText: sanitizeNotificationHtml(row.bodyText),
    completeUrl: row.completeUrl,
    actionId: row.actionId ?? NotificationAction.UnRead,
    ...(row.createdOn ? { createdOn: row.createdOn } : {}),
  }));
  const written: NotificationRow[] = [];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const part = values.slice(start, start + INSERT_CHUNK);
    // An event processed again (a retry, a second instance) notifies nobody twice.
    written.push(...(await db.insert(notifications).values(part).onConflictDoNothing().returning()));
  }
  return written;
};

/** One notification as lists and the hub carry it. */
export const toNotificationGridItem = (
  row: Pick<
    NotificationRow,
    "id" | "actionId" | "labelText" | "completeUrl" | "bodyText" | "createdOn" | "isFavorite"
  >,
  isSubscribed: boolean,
): NotificationGridItem => ({
  NotificationGridId: row.id,
  ActionId: row.actionId,
  LabelText: row.labelText,
  CompleteUrl: row.completeUrl,
  BodyText: row.bodyText,
  CreatedOn: row.createdOn.toISOString(),
  IsFavorite: row.isFavorite,
  IsSubscribed: isSubscribed,
});

/** Each employee's unread notifications (0 for those with none). */
export const unreadCounts = async (
  db: Db | Tx,
  employeeIds: readonly number[],
): Promise<Map<number, number>> => {
  const ids = [...new Set(employeeIds)];
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ employeeId: notifications.employeeId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.employeeId, ids), eq(notifications.actionId, NotificationAction.UnRead)))
    .groupBy(notifications.employeeId);
  for (const row of rows) counts.set(row.employeeId, Number(row.unread));
  return counts;
};
