import { sql, type SQL } from "drizzle-orm";
import { CLOSED_TASK_STATUSES, PROGRESS_BUCKET_LABELS, ProjectStatus } from "@fieldstead/domain";
import { listProjectsWhere } from "./dashboard-drill-projects.repository.ts";
import {
  idKey,
  memberKey,
  oneOf,
  periodKey,
  taskDrill,
  unknownDrillKey,
  unknownWidget,
  type DrillRequest,
} from "./dashboard-drill.ts";
import { monthLabel } from "../dashboard-labels.ts";
import { BUCKET_ORDER, bucketOfProject } from "../widgets/dashboard-projects.ts";
import {
  findProjectInScope,
  projectsInScope,
  projectTasksInScope,
  projectWork,
} from "../widgets/dashboard-projects.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { idList, inSeries, zoneMonth } from "../dashboard-sql.repository.ts";

const OPEN = sql`status_id not in (${idList(CLOSED_TASK_STATUSES)})`;

const projectList = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listProjectsWhere(db, where);
    return {
      Title: title,
      Columns: ["Code", "Name", "Status", "Location", "Manager", "Start", "End"],
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({
        Id: r.id,
        Cells: r.cells,
        Url: `/ProjectManagement/projectDetails/${r.id}`,
      })),
    };
  },
});

/** The projects or tasks behind a figure or a bar of the Projects dashboard. */
export const projectDrill = (scope: DashboardScope, widgetKey: string, drillKey: string): DrillRequest => {
  const projects = projectsInScope(scope);
  const tasks = projectTasksInScope(scope);
  switch (widgetKey) {
    case "active":
      oneOf(drillKey, ["active"]);
      return projectList("Active projects", sql`${projects} and status = ${ProjectStatus.Active}`);
    case "by-status": {
      const status = oneOf(drillKey, Object.values(ProjectStatus));
      return projectList(`Projects: ${status}`, sql`${projects} and status = ${status}`);
    }
    case "by-progress": {
      const bucket = memberKey(drillKey, BUCKET_ORDER);
      return {
        list: async (db) => {
          const ids = (await projectWork(db, scope))
            .filter((p) => bucketOfProject(p) === bucket)
            .map((p) => p.id);
          const where = ids.length === 0 ? sql`false` : sql`${projects} and id in (${idList(ids)})`;
          const label = PROGRESS_BUCKET_LABELS[bucket as keyof typeof PROGRESS_BUCKET_LABELS];
          return projectList(`Projects: ${label}`, where).list(db);
        },
      };
    }
    case "open-tasks":
      oneOf(drillKey, ["open"]);
      return taskDrill("Open project tasks", sql`${tasks} and ${OPEN}`);
    case "planned-by-month": {
      const month = periodKey(drillKey, scope.months);
      const planned = sql`${tasks} and ${inSeries(sql`planned_date`, scope, "month")} and ${zoneMonth(sql`planned_date`)} = ${month}`;
      return taskDrill(`Project tasks planned in ${monthLabel(month)}`, planned);
    }
    case "top-open-work": {
      const projectId = idKey(drillKey);
      return {
        list: async (db) => {
          const found = await findProjectInScope(db, scope, projectId);
          if (!found) throw unknownDrillKey(drillKey);
          return taskDrill(
            `Open tasks: ${found.name}`,
            sql`${tasks} and project_id = ${projectId} and ${OPEN}`,
          ).list(db);
        },
      };
    }
    default:
      throw unknownWidget(widgetKey);
  }
};
