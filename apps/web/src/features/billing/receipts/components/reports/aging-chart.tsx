import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { AGING_BUCKETS, type AgingReply } from "@fieldstead/domain";
import { loadEChartsChart } from "../../../../analytics/index.ts";
import { loadWhenOnline } from "../../../../../lib/load-when-online.ts";
import { currencyText } from "../../../../../lib/money-format.ts";
import { agingChartOption } from "./aging-chart-option.ts";

// The chart library loads with the chart, never with the reports page around it.
const EChartsChart = lazy(loadWhenOnline(async () => ({ default: (await loadEChartsChart()).EChartsChart })));

const HEIGHT = 260;

/** What the chart shows, for screen readers: 'USD: 0–30 1,200.00, 31–60 0.00 …'. */
const summaryOf = (report: AgingReply) =>
  `Aging of receivables: ${report.Totals.map(
    (t) =>
      `${t.Currency}: ${AGING_BUCKETS.map((b) => `${b} days ${currencyText(t.Amounts[b], t.Currency)}`).join(", ")}`,
  ).join("; ")}.`;

/** The amounts owed by age, per currency, as bars. */
export const AgingChart = ({ report }: { report: AgingReply }) => {
  const { palette } = useTheme();
  const option = useMemo(
    () =>
      agingChartOption(report, [
        palette.primary.main,
        palette.secondary.main,
        palette.warning.main,
        palette.info.main,
        palette.error.main,
        palette.success.main,
      ]),
    [report, palette],
  );
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} aria-hidden />}>
      <EChartsChart option={option} label={summaryOf(report)} height={HEIGHT} />
    </Suspense>
  );
};
