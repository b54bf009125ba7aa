import { sql } from "drizzle-orm";
import { CLOSED_TASK_STATUSES } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { atLocation, idList, inMonthSeriesDay, rowsOf } from "../dashboard-sql.repository.ts";

const CLOSED = idList(CLOSED_TASK_STATUSES);

/** The organisation's projects (archived ones left out) whose own location is a place of the scope's. */
export const projectsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and not archived and ${atLocation(sql`location_id`, scope)}`;

/** Tasks (over the tasks table's own columns) under the projects of the scope. */
export const projectTasksInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and project_id in (select id from projects where ${projectsInScope(scope)})`;

export type ProjectWork = {
  id: number;
  name: string;
  status: string;
  total: number;
  done: number;
  open: number;
};

/** Each project of the scope with how many tasks it has, how many are done and how many are open (rollups). */
export const projectWork = async (db: Db, scope: DashboardScope): Promise<ProjectWork[]> => {
  const rows = await rowsOf<{ id: number; name: string; status: string; total: string; done: string }>(
    db,
    sql`select p.id, p.name, p.status, coalesce(w.total, 0) as total, coalesce(w.done, 0) as done
        from projects p
        left join (
          select project_id, sum(n) as total, coalesce(sum(n) filter (where status_id in (${CLOSED})), 0) as done
          from task_project_counts where org_id = ${scope.orgId} group by project_id
        ) w on w.project_id = p.id
        where p.org_id = ${scope.orgId} and not p.archived and ${atLocation(sql`p.location_id`, scope)}`,
  );
  return rows.map((r) => {
    const total = Number(r.total);
    const done = Number(r.done);
    return { id: Number(r.id), name: r.name, status: r.status, total, done, open: total - done };
  });
};

/** Tasks under the scope's projects planned per month of the series, and how many of those are done (rollups). */
export const projectTasksPlannedByMonth = async (
  db: Db,
  scope: DashboardScope,
): Promise<{ key: string; planned: number; done: number }[]> => {
  const rows = await rowsOf<{ key: string; planned: string; done: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM') as key, sum(n) as planned, coalesce(sum(n) filter (where is_closed), 0) as done
        from task_project_planned_days
        where org_id = ${scope.orgId} and project_id in (select id from projects where ${projectsInScope(scope)})
          and ${inMonthSeriesDay(sql`day`, scope)}
        group by 1`,
  );
  return rows.map((r) => ({ key: r.key, planned: Number(r.planned), done: Number(r.done) }));
};

/** A project of the scope, by id: its name. */
export const findProjectInScope = async (db: Db, scope: DashboardScope, projectId: number) =>
  (
    await rowsOf<{ name: string }>(
      db,
      sql`select name from projects where ${projectsInScope(scope)} and id = ${projectId}`,
    )
  )[0] ?? null;
