import { AGING_BUCKETS, parseMoneyToCents, type AgingReply } from "@fieldstead/domain";
import type { ChartOption } from "../../../../analytics/index.ts";
import { currencyText } from "../../../../../lib/money-format.ts";

/**
 * The aging chart: the four age buckets along the bottom, one bar per currency in each (amounts of different
 * currencies are never added up). Bar heights are the amounts in whole units of the currency; the tooltip shows
 * the exact amounts as the server sent them.
 */
export const agingChartOption = (report: AgingReply, colours: readonly string[]): ChartOption => ({
  color: [...colours],
  animationDuration: 400,
  legend: { show: report.Totals.length > 1, top: 0, left: 0 },
  tooltip: {
    trigger: "axis",
    axisPointer: { type: "shadow" },
    formatter: (params) => {
      const items = Array.isArray(params) ? params : [params];
      const bucket = items[0]?.name ?? "";
      const lines = items.map((item) => {
        const total = report.Totals.find((t) => t.Currency === item.seriesName);
        const amount = total?.Amounts[bucket as (typeof AGING_BUCKETS)[number]] ?? "0.00";
        return currencyText(amount, item.seriesName ?? "");
      });
      return [`${bucket} days`, ...lines].join("<br/>");
    },
  },
  grid: { left: 4, right: 16, top: report.Totals.length > 1 ? 36 : 12, bottom: 4, outerBoundsMode: "same" },
  xAxis: { type: "category", data: [...AGING_BUCKETS], axisTick: { show: false } },
  yAxis: { type: "value" },
  series: report.Totals.map((total) => ({
    type: "bar",
    name: total.Currency,
    barMaxWidth: 36,
    itemStyle: { borderRadius: [4, 4, 0, 0] },
    data: AGING_BUCKETS.map((bucket) => (parseMoneyToCents(total.Amounts[bucket]) ?? 0) / 100),
  })),
});
