import type { ReportChart } from "@fieldstead/domain";
import type { ChartOption } from "../../../analytics/index.ts";
import { currencyText } from "../../../../lib/money-format.ts";

/** What a chart counts when it counts no money. */
const UNITS = "units";
/** Bars lie down when a category's name is longer than this (client names), so the names stay readable. */
const LONG_CATEGORY = 12;

/** A value as the tooltip shows it, exactly as the server sent it: 'USD 1,200.00', or '3' for units. */
export const chartValueText = (value: string, unit: string): string =>
  unit === UNITS ? value : currencyText(value, unit);

/** A bar's length. The exact amount stays text; a number is needed only to draw it. */
const barLength = (value: string): number => {
  const length = Number(value);
  return Number.isFinite(length) ? length : 0;
};

/**
 * A report's chart: its categories (months, clients or age buckets) along one axis, one bar per series in each,
 * stacked when the report stacks them. The tooltip shows the exact values as the server sent them.
 */
export const reportChartOption = (chart: ReportChart, colours: readonly string[]): ChartOption => {
  const hasLegend = chart.Series.length > 1;
  const isLying = chart.Categories.some((category) => category.length > LONG_CATEGORY);
  const categoryAxis = {
    type: "category" as const,
    data: [...chart.Categories],
    axisTick: { show: false },
    // Lying bars read from the top down, in the report's order.
    ...(isLying ? { inverse: true } : {}),
  };
  const valueAxis = { type: "value" as const };
  return {
    color: [...colours],
    animationDuration: 400,
    legend: { show: hasLegend, type: "scroll", top: 0, left: 0 },
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      formatter: (params) => {
        const items = Array.isArray(params) ? params : [params];
        const category = items[0]?.name ?? "";
        const lines = items.map((item) => {
          const value = chart.Series[item.seriesIndex ?? 0]?.Values[item.dataIndex] ?? "0";
          const text = chartValueText(value, chart.Unit);
          return hasLegend ? `${item.seriesName ?? ""}: ${text}` : text;
        });
        return [category, ...lines].join("<br/>");
      },
    },
    grid: { left: 4, right: 16, top: hasLegend ? 36 : 12, bottom: 4, outerBoundsMode: "same" },
    xAxis: isLying ? valueAxis : categoryAxis,
    yAxis: isLying ? categoryAxis : valueAxis,
    series: chart.Series.map((series) => ({
      type: "bar",
      name: series.Name,
      barMaxWidth: 36,
      ...(chart.Type === "stackedBar" ? { stack: "total" } : {}),
      data: series.Values.map(barLength),
    })),
  };
};

/** What the chart shows, for screen readers: 'Revenue: Harbor Foods USD 1,200.00, …; …'. */
export const reportChartSummary = (title: string, chart: ReportChart): string =>
  `${title}: ${chart.Series.map(
    (series) =>
      `${series.Name}: ${chart.Categories.map(
        (category, index) => `${category} ${chartValueText(series.Values[index] ?? "0", chart.Unit)}`,
      ).join(", ")}`,
  ).join("; ")}.`;
