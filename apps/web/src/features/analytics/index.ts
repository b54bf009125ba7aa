// The analytics feature's front door: other features import from here, never from its files.

/**
 * The chart wrapper (ECharts drawn as SVG, resized with its box), loaded on demand: whoever shows a chart loads it
 * with React.lazy, so the chart library never rides with the page around it.
 */
export const loadEChartsChart = () => import("./widgets/components/echarts-chart.tsx");
export type { ChartOption } from "./widgets/components/chart-options.ts";
