import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { chartOptionOf } from "./chart-options.ts";
import { chartPoints, type DrillHandler } from "./widget-data.ts";
import { formatWidgetValue } from "./widget-format.ts";
import { WidgetDataTable } from "./widget-data-table.tsx";
import { loadWhenOnline } from "../../../../lib/load-when-online.ts";

/** Starts downloading the chart library (it loads with the first chart otherwise). */
export const preloadCharts = () => import("./echarts-chart.tsx");

// The chart library loads with the first chart on screen, never with the page around it.
const EChartsChart = lazy(loadWhenOnline(async () => ({ default: (await preloadCharts()).EChartsChart })));

const HEIGHT = { bar: 280, line: 280, pie: 260 } as const;

export type ChartWidgetProps = {
  widget: DashboardWidget & { Kind: "bar" | "line" | "pie" };
  onDrill?: DrillHandler | undefined;
  onDrawn?: (() => void) | undefined;
  /** Take the card's height instead of the chart kind's own. */
  isFilling?: boolean;
};

/** What a chart shows, in a sentence for screen readers: 'Open by Status: Open 12, On Hold 3.' */
const summaryOf = (widget: DashboardWidget) =>
  `${widget.Title}: ${chartPoints(widget)
    .map((p) => `${p.category} ${p.values.map((v) => formatWidgetValue(v, widget.Unit)).join(" / ")}`)
    .join(", ")}.`;

/** A bar, line or pie chart; a click on a bar, slice or point with records behind it lists them. */
export const ChartWidget = ({ widget, onDrill, onDrawn, isFilling = false }: ChartWidgetProps) => {
  const isDrillable = Boolean(onDrill && widget.DrillKeys?.some(Boolean));
  const option = useMemo(() => chartOptionOf(widget, isDrillable), [widget, isDrillable]);
  const handlePointClick = (index: number) => {
    const point = chartPoints(widget)[index];
    if (onDrill && point?.drillKey) onDrill({ widget, drillKey: point.drillKey, label: point.category });
  };
  const height = isFilling ? "fill" : HEIGHT[widget.Kind];
  return (
    <>
      <Suspense
        fallback={
          height === "fill" ? (
            <Skeleton variant="rounded" sx={{ position: "absolute", inset: 0, height: "auto" }} aria-hidden />
          ) : (
            <Skeleton variant="rounded" height={height} aria-hidden />
          )
        }
      >
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
