import type { DashboardWidget } from "@fieldstead/domain";

/** Shown inside a widget that has nothing to draw, instead of an empty chart or table. */
export const NO_DATA_TEXT = "No data for these filters.";

/** What was clicked to ask for the records behind it: a figure, or one bar, slice or point. */
export type DrillRequest = { widget: DashboardWidget; drillKey: string; label: string };

/** Asks for the records behind a figure, bar or slice; absent where nothing can be listed (embedded pages). */
export type DrillHandler = (request: DrillRequest) => void;

/** One category of a chart with its value in each series, and the DrillKey when its records can be listed. */
export type ChartPoint = { category: string; values: number[]; drillKey: string | null };

/** A chart's categories with their values (missing values count as 0). */
export const chartPoints = (widget: DashboardWidget): ChartPoint[] =>
  (widget.Categories ?? []).map((category, index) => ({
    category,
    values: (widget.Series ?? []).map((series) => series.Values[index] ?? 0),
    drillKey: widget.DrillKeys?.[index] || null,
  }));

/**
 * Whether a widget has nothing to show for the filters: a figure without a value, a chart without
 * categories or whose every value is 0, a table without rows. A figure of 0 is a figure.
 */
export const isWidgetEmpty = (widget: DashboardWidget): boolean => {
  switch (widget.Kind) {
    case "figure":
      return widget.Value === undefined || widget.Value === null;
    case "table":
      return !widget.Rows?.length;
    case "bar":
    case "pie":
    case "line":
      return !chartPoints(widget).some((point) => point.values.some((value) => value !== 0));
    default:
      return true;
  }
};

/** A chart that draws something (an empty one shows the no-data text instead): one to wait for. */
export const isDrawnChart = (widget: DashboardWidget): boolean =>
  (widget.Kind === "bar" || widget.Kind === "line" || widget.Kind === "pie") && !isWidgetEmpty(widget);
