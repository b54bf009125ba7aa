import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { displayDay, drillPage, type DrillPage } from "./dashboard-drill.repository.ts";

export type ProjectDrillRow = { id: number; cells: string[] };

/** Projects matching `where` (over the projects table's own columns), newest first. */
export const listProjectsWhere = async (db: Db, where: SQL): Promise<DrillPage<ProjectDrillRow>> => {
  const page = await drillPage<{
    id: number;
    code: string;
    name: string;
    status: string;
    location: string;
    manager: string;
    start: string;
    end: string;
  }>(
    db,
    sql`projects`,
    where,
    sql`id, code, name, status,
        coalesce((select name from locations l where l.id = location_id), '') as location,
        coalesce((select first_name || ' ' || last_name from employees e where e.id = manager_id), '') as manager,
        ${displayDay(sql`start_date`)} as start, ${displayDay(sql`end_date`)} as "end"`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      cells: [r.code, r.name, r.status, r.location, r.manager, r.start, r.end],
    })),
  };
};
