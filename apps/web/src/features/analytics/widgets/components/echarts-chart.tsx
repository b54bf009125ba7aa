import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import type { ChartOption } from "./chart-options.ts";
import { init } from "./echarts-setup.ts";

export type EChartsChartProps = {
  option: ChartOption;
  /** What the chart shows, for screen readers (the data table beside it has the figures). */
  label: string;
  /** In pixels, or 'fill': the whole of the box around it (positioned, with a size of its own). */
  height: number | "fill";
  /** A bar, slice or point was clicked: its index among the categories. */
  onPointClick?: ((index: number) => void) | undefined;
  /** The first drawing has finished. */
  onDrawn?: (() => void) | undefined;
};

/**
 * One ECharts chart, drawn as SVG, redrawn when its option changes and resized with its box (ECharts reads its
 * size only when told, so a box that changes size - a window resized, a card that fills the screen - tells it).
 */
export const EChartsChart = ({ option, label, height, onPointClick, onDrawn }: EChartsChartProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof init> | null>(null);
  const clickRef = useRef(onPointClick);
  const drawnRef = useRef(onDrawn);
  useEffect(() => {
    clickRef.current = onPointClick;
    drawnRef.current = onDrawn;
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const chart = init(box, null, { renderer: "svg" });
    chartRef.current = chart;
    chart.on("click", (params) => {
      if (typeof params.dataIndex === "number") clickRef.current?.(params.dataIndex);
    });
    const handleFinished = () => {
      chart.off("finished", handleFinished);
      drawnRef.current?.();
    };
    chart.on("finished", handleFinished);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    // A copy: ECharts takes the 'media' out of the option it is given.
    chartRef.current?.setOption({ ...option }, { notMerge: true });
  }, [option]);

  return (
    <Box
      ref={boxRef}
      role="img"
      aria-label={label}
      sx={height === "fill" ? { position: "absolute", inset: 0 } : { width: "100%", height }}
    />
  );
};
