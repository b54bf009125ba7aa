import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { chartOptionOf } from "./chart-options.ts";
import { chartPoints, type DrillHandler } from "./widget-data.ts";
import { formatWidgetValue } from "./widget-format.ts";
import { WidgetDataTable } from "./widget-data-table.tsx";

/** Starts downloading the chart library (it loads with the first chart otherwise). */
export const preloadCharts = () => import("./echarts-chart.tsx");

// The chart library loads with the first chart on screen, never with the page around it.
const EChartsChart = lazy(async () => ({ default: (await preloadCharts()).EChartsChart }));

const HEIGHT = { bar: 280, line: 280, pie: 260 } as const;

export type ChartWidgetProps = {
  widget: DashboardWidget & { Kind: "bar" | "line" | "pie" };
  onDrill?: DrillHandler | undefined;
  onDrawn?: (() => void) | undefined;
};

/** What a chart shows, in a sentence for screen readers: 'Open by Status: Open 12, On Hold 3.' */
const summaryOf = (widget: DashboardWidget) =>
  `${widget.Title}: ${chartPoints(widget)
    .map((p) => `${p.category} ${p.values.map((v) => formatWidgetValue(v, widget.Unit)).join(" / ")}`)
    .join(", ")}.`;

/** A bar, line or pie chart; a click on a bar, slice or point with records behind it lists them. */
export const ChartWidget = ({ widget, onDrill, onDrawn }: ChartWidgetProps) => {
  const isDrillable = Boolean(onDrill && widget.DrillKeys?.some(Boolean));
  const option = useMemo(() => chartOptionOf(widget, isDrillable), [widget, isDrillable]);
  const handlePointClick = (index: number) => {
    const point = chartPoints(widget)[index];
    if (onDrill && point?.drillKey) onDrill({ widget, drillKey: point.drillKey, label: point.category });
  };
  const height = HEIGHT[widget.Kind];
  return (
    <>
      <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
        <EChartsChart
          option={option}
          label={summaryOf(widget)}
          height={height}
          onPointClick={isDrillable ? handlePointClick : undefined}
          onDrawn={onDrawn}
        />
      </Suspense>
      <WidgetDataTable widget={widget} onDrill={onDrill} />
    </>
  );
};
