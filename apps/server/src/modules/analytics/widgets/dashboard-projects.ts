import {
  DashboardValueUnit,
  DashboardWidgetKind,
  PROGRESS_BUCKET_LABELS,
  ProgressBucket,
  progressBucketOf,
  ProjectStatus,
  type DashboardWidget,
  type ProgressBucketValue,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { monthLabel } from "../dashboard-labels.ts";
import { NOTE, seriesNote } from "../dashboard-notes.ts";
import {
  projectTasksPlannedByMonth,
  projectWork,
  type ProjectWork,
} from "./dashboard-projects.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { chartWidget, figureWidget, oneDecimal } from "../dashboard-widgets.ts";

/** How many projects the 'open work' chart names. */
export const TOP_PROJECTS = 10;

/** The progress buckets from none to high (portal-platform §3.7), 'Unable to calculate' first. */
export const BUCKET_ORDER: readonly ProgressBucketValue[] = [
  ProgressBucket.UnableToCalculate,
  ProgressBucket.NoProgress,
  ProgressBucket.VeryLow,
  ProgressBucket.Low,
  ProgressBucket.LowMedium,
  ProgressBucket.Medium,
  ProgressBucket.MediumHigh,
  ProgressBucket.High,
];

export const bucketOfProject = (p: ProjectWork): ProgressBucketValue => progressBucketOf(p);

/** Dashboard 1456: projects by status and progress, the work planned under them, the busiest projects. */
export const projectWidgets = async (db: Db, scope: DashboardScope): Promise<DashboardWidget[]> => {
  const [projects, planned] = await Promise.all([
    projectWork(db, scope),
    projectTasksPlannedByMonth(db, scope),
  ]);
  const total = projects.reduce((sum, p) => sum + p.total, 0);
  const done = projects.reduce((sum, p) => sum + p.done, 0);
  const busiest = projects
    .filter((p) => p.open > 0)
    .sort((a, b) => b.open - a.open || a.name.localeCompare(b.name))
    .slice(0, TOP_PROJECTS);
  return [
    figureWidget({
      Key: "active",
      Title: "Active Projects",
      Width: 4,
      Note: NOTE.now,
      Value: projects.filter((p) => p.status === ProjectStatus.Active).length,
      Caption: `Of ${projects.length.toLocaleString("en-US")} projects`,
      DrillKey: "active",
    }),
    figureWidget({
      Key: "open-tasks",
      Title: "Open Project Tasks",
      Width: 4,
      Note: NOTE.now,
      Value: total - done,
      Caption: "Tasks under projects not yet done",
      DrillKey: "open",
    }),
    figureWidget({
      Key: "work-done",
      Title: "Work Done",
      Width: 4,
      Unit: DashboardValueUnit.Percent,
      Note: NOTE.now,
      Value: total === 0 ? 0 : oneDecimal((done / total) * 100),
      Caption: `${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} project tasks`,
    }),
    chartWidget({
      Key: "by-status",
      Title: "Projects by Status",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: NOTE.now,
      SeriesNames: ["Projects"],
      Points: Object.values(ProjectStatus)
        .map((s) => ({ label: s, values: [projects.filter((p) => p.status === s).length], drillKey: s }))
        .filter((p) => p.values[0]! > 0),
    }),
    chartWidget({
      Key: "by-progress",
      Title: "Projects by Progress",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Note: NOTE.now,
      SeriesNames: ["Projects"],
      Points: BUCKET_ORDER.map((bucket) => ({
        label: PROGRESS_BUCKET_LABELS[bucket],
        values: [projects.filter((p) => bucketOfProject(p) === bucket).length],
        drillKey: String(bucket),
      })),
    }),
    chartWidget({
      Key: "planned-by-month",
      Title: "Project Tasks Planned by Month",
      Kind: DashboardWidgetKind.Bar,
      Width: 6,
      Note: seriesNote(scope, "Planned", "month"),
      SeriesNames: ["Planned", "Done"],
      Points: scope.months.map((month) => {
        const row = planned.find((r) => r.key === month);
        return { label: monthLabel(month), values: [row?.planned ?? 0, row?.done ?? 0], drillKey: month };
      }),
    }),
    chartWidget({
      Key: "top-open-work",
      Title: "Top Projects by Open Work",
      Kind: DashboardWidgetKind.Bar,
      Width: 6,
      Note: NOTE.now,
      SeriesNames: ["Open tasks"],
      Points: busiest.map((p) => ({ label: p.name, values: [p.open], drillKey: String(p.id) })),
    }),
  ];
};
