import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import type { ChartOption } from "./chart-options.ts";
import { init } from "./echarts-setup.ts";

export type EChartsChartProps = {
  option: ChartOption;
  /** What the chart shows, for screen readers (the data table beside it has the figures). */
  label: string;
  height: number;
  /** A bar, slice or point was clicked: its index among the categories. */
  onPointClick?: ((index: number) => void) | undefined;
  /** The first drawing has finished. */
  onDrawn?: (() => void) | undefined;
};

/** One ECharts chart, drawn as SVG, redrawn when its option changes and resized with its box. */
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
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <Box ref={boxRef} role="img" aria-label={label} sx={{ width: "100%", height }} />;
};
