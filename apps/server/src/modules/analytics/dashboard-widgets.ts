import {
  DashboardValueUnit,
  DashboardWidgetKind,
  type DashboardValueUnitValue,
  type DashboardWidget,
} from "@fieldstead/domain";

type Width = DashboardWidget["Width"];

/** What every widget says about itself. */
type WidgetHead = { Key: string; Title: string; Width: Width; Note: string; Unit?: DashboardValueUnitValue };

/** One number with a caption; DrillKey when the records behind it can be listed. */
export const figureWidget = (
  head: WidgetHead & { Value: number; Caption?: string; DrillKey?: string },
): DashboardWidget => ({
  Kind: DashboardWidgetKind.Figure,
  Unit: DashboardValueUnit.Count,
  ...head,
});

/** One category of a chart: its label, the values of each series, and the key listing its records. */
export type ChartPoint = { label: string; values: number[]; drillKey?: string };

/** A bar, pie or line chart over categories, one value per series per category. */
export const chartWidget = (
  head: WidgetHead & {
    Kind: typeof DashboardWidgetKind.Bar | typeof DashboardWidgetKind.Pie | typeof DashboardWidgetKind.Line;
    SeriesNames: string[];
    Points: readonly ChartPoint[];
    Stacked?: boolean;
  },
): DashboardWidget => {
  const { SeriesNames, Points, ...rest } = head;
  const drillKeys = Points.map((p) => p.drillKey);
  const hasDrill = drillKeys.length > 0 && drillKeys.every((k) => k !== undefined);
  return {
    Unit: DashboardValueUnit.Count,
    ...rest,
    Categories: Points.map((p) => p.label),
    Series: SeriesNames.map((Name, index) => ({ Name, Values: Points.map((p) => p.values[index] ?? 0) })),
    ...(hasDrill ? { DrillKeys: drillKeys as string[] } : {}),
  };
};

/** A small table of rows. */
export const tableWidget = (
  head: WidgetHead & { Columns: string[]; Rows: (string | number)[][] },
): DashboardWidget => ({ Kind: DashboardWidgetKind.Table, Unit: DashboardValueUnit.Count, ...head });

/** Counts keyed by a category, read from grouped rows (a missing category counts 0). */
export const countOf = <K>(rows: readonly { key: K; n: number }[], key: K): number =>
  rows.filter((r) => r.key === key).reduce((sum, r) => sum + r.n, 0);

/** Rounds a figure to one decimal place (days, percentages). */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Rounds money to cents. */
export const cents = (value: number): number => Math.round(value * 100) / 100;
