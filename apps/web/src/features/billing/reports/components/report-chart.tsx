import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { ReportChart as ReportChartData } from "@fieldstead/domain";
import { loadEChartsChart } from "../../../analytics/index.ts";
import { loadWhenOnline } from "../../../../lib/load-when-online.ts";
import { reportChartOption, reportChartSummary } from "./report-chart-option.ts";

// The chart library loads with the chart, never with the reports page around it.
const EChartsChart = lazy(loadWhenOnline(async () => ({ default: (await loadEChartsChart()).EChartsChart })));

const HEIGHT = 280;

export type ReportChartProps = { title: string; chart: ReportChartData };

/** A report's figures as bars, in the portal's colours. */
export const ReportChart = ({ title, chart }: ReportChartProps) => {
  const { palette } = useTheme();
  const option = useMemo(
    () =>
      reportChartOption(chart, [
        palette.primary.main,
        palette.secondary.main,
        palette.warning.main,
        palette.info.main,
        palette.error.main,
        palette.success.main,
      ]),
    [chart, palette],
  );
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} aria-hidden />}>
      <EChartsChart option={option} label={reportChartSummary(title, chart)} height={HEIGHT} />
    </Suspense>
  );
};
