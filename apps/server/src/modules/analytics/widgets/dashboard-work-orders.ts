import {
  CLOSED_TASK_STATUSES,
  DashboardValueUnit,
  DashboardWidgetKind,
  TaskStatus,
  taskStatusLabel,
  WorkOrderType,
  workOrderTypeLabel,
  type DashboardWidget,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { monthLabel } from "../dashboard-labels.ts";
import { NOTE, rangeNote, seriesNote } from "../dashboard-notes.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import {
  meanDaysToComplete,
  openWorkOrdersByAssignee,
  overdueWorkOrders,
  workOrdersByStatusAndType,
  workOrdersCompletedByMonth,
  workOrdersCreatedByMonth,
} from "./dashboard-work-orders.repository.ts";
import { chartWidget, countOf, figureWidget, oneDecimal } from "../dashboard-widgets.ts";

/** How many assignees the chart names; the rest are left out ('Unassigned' is always shown). */
export const TOP_ASSIGNEES = 10;
export const UNASSIGNED = "unassigned";

const isClosed = (statusId: number) => (CLOSED_TASK_STATUSES as readonly number[]).includes(statusId);

/** Dashboard 1447: open and closed work, by status, type and assignee, overdue, time to complete, by month. */
export const workOrderWidgets = async (db: Db, scope: DashboardScope): Promise<DashboardWidget[]> => {
  const [byStatusType, overdue, mean, byAssignee, createdByMonth, completedByMonth] = await Promise.all([
    workOrdersByStatusAndType(db, scope),
    overdueWorkOrders(db, scope),
    meanDaysToComplete(db, scope),
    openWorkOrdersByAssignee(db, scope),
    workOrdersCreatedByMonth(db, scope),
    workOrdersCompletedByMonth(db, scope),
  ]);
  const cells = byStatusType.map((r) => {
    const [status, type] = (r.key ?? "0:0").split(":").map(Number) as [number, number];
    return { status, type, n: r.n };
  });
  const sum = (keep: (c: { status: number; type: number }) => boolean) =>
    cells.filter(keep).reduce((total, c) => total + c.n, 0);
  const openStatuses = Object.values(TaskStatus).filter((s) => !isClosed(s));
  const named = byAssignee.filter((r) => r.key !== null).slice(0, TOP_ASSIGNEES);
  const unassigned = byAssignee.find((r) => r.key === null)?.n ?? 0;
  const created = rangeNote(scope, "Created");

  return [
    figureWidget({
      Key: "open",
      Title: "Open Work Orders",
      Width: 3,
      Note: created,
      Value: sum((c) => !isClosed(c.status)),
      Caption: "Not yet completed",
      DrillKey: "open",
    }),
    figureWidget({
      Key: "closed",
      Title: "Closed Work Orders",
      Width: 3,
      Note: created,
      Value: sum((c) => isClosed(c.status)),
      Caption: "Completed or accepted",
      DrillKey: "closed",
    }),
    figureWidget({
      Key: "overdue",
      Title: "Overdue Work Orders",
      Width: 3,
      Note: NOTE.now,
      Value: overdue,
      Caption: "Open past their due date",
      DrillKey: "overdue",
    }),
    figureWidget({
      Key: "mean-days-to-complete",
      Title: "Mean Time to Complete",
      Width: 3,
      Unit: DashboardValueUnit.Days,
      Note: rangeNote(scope, "Completed"),
      Value: mean.days === null ? 0 : oneDecimal(mean.days),
      Caption: `Over ${mean.n.toLocaleString("en-US")} completed work orders`,
      DrillKey: "completed",
    }),
    chartWidget({
      Key: "open-by-status",
      Title: "Open Work Orders by Status",
      Kind: DashboardWidgetKind.Pie,
      Width: 6,
      Note: created,
      SeriesNames: ["Open"],
      Points: openStatuses
        .map((status) => ({
          label: taskStatusLabel(status),
          values: [sum((c) => c.status === status)],
          drillKey: String(status),
        }))
        .filter((p) => p.values[0]! > 0),
    }),
    chartWidget({
      Key: "by-type",
      Title: "Work Orders by Type",
      Kind: DashboardWidgetKind.Bar,
      Width: 6,
      Note: created,
      Stacked: true,
      SeriesNames: ["Open", "Closed"],
      Points: Object.values(WorkOrderType)
        .map((type) => ({
          label: workOrderTypeLabel(type),
          values: [
            sum((c) => c.type === type && !isClosed(c.status)),
            sum((c) => c.type === type && isClosed(c.status)),
          ],
          drillKey: String(type),
        }))
        .filter((p) => p.values[0]! + p.values[1]! > 0),
    }),
    chartWidget({
      Key: "open-by-assignee",
      Title: "Open Work Orders by Assignee",
      Kind: DashboardWidgetKind.Bar,
      Width: 6,
      Note: created,
      SeriesNames: ["Open"],
      Points: [
        ...named.map((r) => ({ label: r.name, values: [r.n], drillKey: r.key! })),
        ...(unassigned > 0 ? [{ label: "Unassigned", values: [unassigned], drillKey: UNASSIGNED }] : []),
      ],
    }),
    chartWidget({
      Key: "created-vs-completed",
      Title: "Created vs Completed by Month",
      Kind: DashboardWidgetKind.Line,
      Width: 6,
      Note: seriesNote(scope, "Created and completed", "month"),
      SeriesNames: ["Created", "Completed"],
      Points: scope.months.map((month) => ({
        label: monthLabel(month),
        values: [countOf(createdByMonth, month), countOf(completedByMonth, month)],
        drillKey: month,
      })),
    }),
  ];
};
