import type { ComposeOption } from "echarts/core";
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from "echarts/charts";
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from "echarts/components";
import type { DashboardWidget } from "@fieldstead/domain";
import { chartPoints } from "./widget-data.ts";
import { formatAxisValue, formatWidgetValue } from "./widget-format.ts";

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** The portal's colours first (primary blue, secondary teal), then calm, distinguishable ones. */
export const CHART_PALETTE = [
  "#1f5fbf",
  "#0f766e",
  "#e08a00",
  "#7b4fc9",
  "#d14343",
  "#2a9fd6",
  "#6b8e23",
  "#c2185b",
  "#8d6e63",
  "#5b6675",
] as const;

const TEXT = "#1b2430";
const MUTED = "#5b6675";
const LINES = "#e3e8ef";
const FONT = '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

/** Bars lie down when a category's name is longer than this, so the names stay readable. */
const LONG_LABEL = 12;
/** Standing bars name every category up to this many (tilted past FEW_CATEGORIES); beyond, as many as fit. */
const NAMED_CATEGORIES = 12;
const FEW_CATEGORIES = 6;
/** A pie's legend moves below it past this many slices or this long a name. */
const PIE_LEGEND_SIDE = { slices: 6, name: 22 } as const;
/**
 * Charts drawn no higher or wider than these (a dashboard that fills a low screen, a narrow card) draw fewer
 * value lines, or a narrower legend beside the pie, so labels do not run into each other. ECharts applies
 * them ('media') each time it is resized.
 */
const LOW_CHART_PX = 220;
const NARROW_PIE_PX = 340;

/** Room for the names beside lying bars: more in a wider card. */
const sideLabelWidth = (width: DashboardWidget["Width"]) => (width >= 8 ? 220 : width >= 6 ? 160 : 120);

const legendOf = (isShown: boolean): LegendComponentOption =>
  isShown
    ? {
        show: true,
        top: 0,
        left: 0,
        icon: "roundRect",
        itemWidth: 12,
        itemHeight: 12,
        textStyle: { color: MUTED },
      }
    : { show: false };

const tooltipValue = (widget: DashboardWidget) => (value: unknown) =>
  typeof value === "number" ? formatWidgetValue(value, widget.Unit) : String(value ?? "");

const barOrLine = (widget: DashboardWidget, isDrillable: boolean): ChartOption => {
  const points = chartPoints(widget);
  const series = widget.Series ?? [];
  const hasLegend = series.length > 1;
  const isLine = widget.Kind === "line";
  const isHorizontal = !isLine && points.some((p) => p.category.length > LONG_LABEL);
  const categoryAxis = {
    type: "category" as const,
    data: points.map((p) => p.category),
    // Horizontal bars read top-down in the server's order.
    inverse: isHorizontal,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: LINES } },
    axisLabel: isHorizontal
      ? { color: MUTED, width: sideLabelWidth(widget.Width), overflow: "truncate" as const }
      : !isLine && points.length <= NAMED_CATEGORIES
        ? {
            color: MUTED,
            interval: 0,
            ...(points.length > FEW_CATEGORIES
              ? { rotate: 30, width: 96, overflow: "truncate" as const }
              : {}),
          }
        : { color: MUTED, hideOverlap: true },
  };
  const valueAxis = {
    type: "value" as const,
    minInterval: widget.Unit === "count" ? 1 : 0,
    splitLine: { lineStyle: { color: LINES } },
    axisLabel: { color: MUTED, formatter: (value: number) => formatAxisValue(value, widget.Unit) },
  };
  return {
    color: [...CHART_PALETTE],
    textStyle: { fontFamily: FONT, color: TEXT },
    animationDuration: 400,
    legend: legendOf(hasLegend),
    tooltip: {
      trigger: "axis",
      axisPointer: { type: isLine ? "line" : "shadow" },
      valueFormatter: tooltipValue(widget),
    },
    grid: { left: 4, right: 16, top: hasLegend ? 36 : 12, bottom: 4, outerBoundsMode: "same" },
    ...(isHorizontal
      ? {}
      : { media: [{ query: { maxHeight: LOW_CHART_PX }, option: { yAxis: { splitNumber: 3 } } }] }),
    xAxis: isHorizontal ? valueAxis : categoryAxis,
    yAxis: isHorizontal ? categoryAxis : valueAxis,
    series: series.map((s, index) =>
      isLine
        ? ({
            type: "line",
            name: s.Name,
            data: points.map((p) => p.values[index] ?? 0),
            smooth: false,
            symbolSize: 6,
            lineStyle: { width: 2 },
            cursor: isDrillable ? "pointer" : "default",
          } satisfies LineSeriesOption)
        : ({
            type: "bar",
            name: s.Name,
            data: points.map((p) => p.values[index] ?? 0),
            // Parts of a whole stack into one bar per category; other series stand side by side.
            ...(widget.Stacked ? { stack: "total" } : {}),
            barMaxWidth: isHorizontal ? 24 : 36,
            itemStyle: { borderRadius: widget.Stacked ? 0 : isHorizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] },
            cursor: isDrillable ? "pointer" : "default",
          } satisfies BarSeriesOption),
    ),
  };
};

const pie = (widget: DashboardWidget, isDrillable: boolean): ChartOption => {
  const points = chartPoints(widget);
  const isLegendBeside =
    points.length <= PIE_LEGEND_SIDE.slices && points.every((p) => p.category.length <= PIE_LEGEND_SIDE.name);
  const legend: LegendComponentOption = isLegendBeside
    ? {
        ...legendOf(true),
        orient: "vertical",
        top: "middle",
        left: undefined,
        right: 0,
        textStyle: { color: MUTED, width: 150, overflow: "truncate" },
      }
    : { ...legendOf(true), type: "scroll", orient: "horizontal", top: undefined, bottom: 0, left: "center" };
  return {
    color: [...CHART_PALETTE],
    textStyle: { fontFamily: FONT, color: TEXT },
    animationDuration: 400,
    legend,
    tooltip: { trigger: "item", valueFormatter: tooltipValue(widget) },
    series: [
      {
        type: "pie",
        name: widget.Series?.[0]?.Name ?? widget.Title,
        radius: isLegendBeside ? ["48%", "76%"] : ["42%", "68%"],
        center: isLegendBeside ? ["36%", "50%"] : ["50%", "44%"],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: "#ffffff", borderWidth: 2 },
        data: points.map((p) => ({ name: p.category, value: p.values[0] ?? 0 })),
        cursor: isDrillable ? "pointer" : "default",
      },
    ],
    ...(isLegendBeside
      ? {
          media: [
            {
              query: { maxWidth: NARROW_PIE_PX },
              option: {
                legend: { textStyle: { width: 110 } },
                series: [{ center: ["28%", "50%"], radius: ["44%", "70%"] }],
              },
            },
          ],
        }
      : {}),
  };
};

/** The ECharts option that draws a bar, line or pie widget. */
export const chartOptionOf = (widget: DashboardWidget, isDrillable: boolean): ChartOption =>
  widget.Kind === "pie" ? pie(widget, isDrillable) : barOrLine(widget, isDrillable);
