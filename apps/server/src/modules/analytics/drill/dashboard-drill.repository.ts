import { sql, type SQL } from "drizzle-orm";
import { DISPLAY_TIME_ZONE, DRILL_DOWN_LIMIT, taskStatusLabel, workOrderTypeLabel } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../dashboard-sql.repository.ts";

const ZONE = sql.raw(`'${DISPLAY_TIME_ZONE}'`);
/** A timestamp or date as the portal shows dates, 'MMM DD, YYYY' of the display time zone. */
export const displayDate = (column: SQL): SQL =>
  sql`coalesce(to_char(${column} at time zone ${ZONE}, 'Mon DD, YYYY'), '')`;
/** A date column (no time of day) as 'MMM DD, YYYY'. */
export const displayDay = (column: SQL): SQL => sql`coalesce(to_char(${column}, 'Mon DD, YYYY'), '')`;

/** A page of drill-down records: at most DRILL_DOWN_LIMIT of them, and how many there are. */
export type DrillPage<T> = { rows: T[]; total: number };

/** Runs a listing (already ordered newest first) and its count side by side. */
export const drillPage = async <T>(db: Db, from: SQL, where: SQL, columns: SQL, order: SQL) => {
  const [rows, [count]] = await Promise.all([
    rowsOf<T>(
      db,
      sql`select ${columns} from ${from} where ${where} order by ${order} limit ${DRILL_DOWN_LIMIT}`,
    ),
    rowsOf<{ n: string | number }>(db, sql`select count(*) as n from ${from} where ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
};

export type TaskDrillRow = {
  id: number;
  number: string;
  summary: string;
  status: string;
  type: string;
  assignee: string;
  location: string;
  created: string;
  due: string;
};

/** Work orders matching `where` (written over the tasks table's own columns), newest first. */
export const listTasksWhere = async (db: Db, where: SQL): Promise<DrillPage<TaskDrillRow>> => {
  const page = await drillPage<
    Omit<TaskDrillRow, "status" | "type"> & { status_id: number; type_id: number }
  >(
    db,
    sql`tasks`,
    where,
    sql`id, work_order_number as number, summary, status_id, type_id,
        coalesce((select first_name || ' ' || last_name from employees e where e.id = assignee_id), '') as assignee,
        coalesce((select name from locations l where l.id = location_id), '') as location,
        ${displayDate(sql`created_at`)} as created, ${displayDate(sql`due_date`)} as due`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map(({ status_id, type_id, ...r }) => ({
      ...r,
      id: Number(r.id),
      status: taskStatusLabel(status_id),
      type: workOrderTypeLabel(type_id),
    })),
  };
};
