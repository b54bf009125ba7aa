import { sql } from "drizzle-orm";
import {
  CLOSED_TASK_STATUSES,
  TaskStatus,
  taskStatusLabel,
  WorkOrderType,
  workOrderTypeLabel,
} from "@fieldstead/domain";
import { monthLabel } from "../dashboard-labels.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { createdInScope, WORK_ORDER_WHERE as W } from "../widgets/dashboard-work-orders.repository.ts";
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
import { findEmployeeName } from "../dashboard-scope.repository.ts";
import { UNASSIGNED } from "../widgets/dashboard-work-orders.ts";

const OPEN_STATUSES = Object.values(TaskStatus).filter(
  (s) => !(CLOSED_TASK_STATUSES as readonly number[]).includes(s),
);

/** The work orders behind a figure or a bar of the Work Orders dashboard. */
export const workOrderDrill = (scope: DashboardScope, widgetKey: string, drillKey: string): DrillRequest => {
  const created = createdInScope(scope);
  switch (widgetKey) {
    case "open":
      oneOf(drillKey, ["open"]);
      return taskDrill("Open work orders", sql`${created} and ${W.open}`);
    case "closed":
      oneOf(drillKey, ["closed"]);
      return taskDrill("Closed work orders", sql`${created} and ${W.closed}`);
    case "overdue":
      oneOf(drillKey, ["overdue"]);
      return taskDrill("Overdue work orders", W.overdue(scope));
    case "mean-days-to-complete":
      oneOf(drillKey, ["completed"]);
      return taskDrill("Completed work orders", W.completedInScope(scope));
    case "open-by-status": {
      const status = memberKey(drillKey, OPEN_STATUSES);
      return taskDrill(
        `Open work orders: ${taskStatusLabel(status)}`,
        sql`${created} and status_id = ${status}`,
      );
    }
    case "by-type": {
      const type = memberKey(drillKey, Object.values(WorkOrderType));
      return taskDrill(`Work orders: ${workOrderTypeLabel(type)}`, sql`${created} and type_id = ${type}`);
    }
    case "open-by-assignee": {
      if (drillKey === UNASSIGNED)
        return taskDrill(
          "Open work orders: Unassigned",
          sql`${created} and ${W.open} and assignee_id is null`,
        );
      const assignee = idKey(drillKey);
      return {
        list: async (db) => {
          const name = await findEmployeeName(db, scope.orgId, assignee);
          if (name === null) throw unknownDrillKey(drillKey);
          const where = sql`${created} and ${W.open} and assignee_id = ${assignee}`;
          return taskDrill(`Open work orders: ${name}`, where).list(db);
        },
      };
    }
    case "created-vs-completed": {
      const month = periodKey(drillKey, scope.months);
      return taskDrill(`Work orders created in ${monthLabel(month)}`, W.createdInMonth(scope, month));
    }
    default:
      throw unknownWidget(widgetKey);
  }
};
