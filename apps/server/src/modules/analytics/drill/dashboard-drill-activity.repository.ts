import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { displayDate, drillPage, type DrillPage } from "./dashboard-drill.repository.ts";
import { eventKindName, recordTypeName } from "../dashboard-labels.ts";

/** A row of the activity drill-downs: the record it is about, for its link. */
export type ActivityDrillRow = { id: number; recordType: string; recordId: number; cells: string[] };

const whoDid = (column: SQL) =>
  sql`coalesce((select first_name || ' ' || last_name from employees e where e.id = ${column}), '')`;

/** History entries matching `where` (over audit_entries' own columns), newest first. */
export const listChangesWhere = async (db: Db, where: SQL): Promise<DrillPage<ActivityDrillRow>> => {
  const page = await drillPage<{
    id: number;
    entity_type: string;
    entity_id: number;
    action: string;
    summary: string;
    who: string;
    at: string;
  }>(
    db,
    sql`audit_entries`,
    where,
    sql`id, entity_type, entity_id, action, summary, ${whoDid(sql`employee_id`)} as who,
        ${displayDate(sql`created_at`)} || ' ' || to_char(created_at at time zone 'America/Denver', 'HH12:MI AM') as at`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      recordType: r.entity_type,
      recordId: Number(r.entity_id),
      cells: [r.at, recordTypeName(r.entity_type), r.action, r.summary, r.who],
    })),
  };
};

/** Domain events matching `where` (over domain_events' own columns), newest first. */
export const listEventsWhere = async (db: Db, where: SQL): Promise<DrillPage<ActivityDrillRow>> => {
  const page = await drillPage<{
    id: number;
    event_type: string;
    subject_type: string;
    subject_id: number;
    who: string;
    at: string;
  }>(
    db,
    sql`domain_events`,
    where,
    sql`id, event_type, subject_type, subject_id, ${whoDid(sql`actor_id`)} as who,
        ${displayDate(sql`created_at`)} || ' ' || to_char(created_at at time zone 'America/Denver', 'HH12:MI AM') as at`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      recordType: r.subject_type,
      recordId: Number(r.subject_id),
      cells: [r.at, eventKindName(r.event_type), recordTypeName(r.subject_type), r.who],
    })),
  };
};
