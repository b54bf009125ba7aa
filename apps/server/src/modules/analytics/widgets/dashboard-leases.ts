import {
  DashboardValueUnit,
  DashboardWidgetKind,
  LeasePaymentStatus,
  LeaseStatus,
  type DashboardWidget,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { LEASE_STATUS_NAMES, monthLabel, PAYMENT_STATUS_NAMES, usd } from "../dashboard-labels.ts";
import {
  billingDueByMonth,
  billingDueNow,
  EXPIRING_DAYS,
  leasesByStatus,
  leasesExpiring,
  paymentsByMonth,
  periodsByPaymentStatus,
} from "./dashboard-leases.repository.ts";
import { NOTE, rangeNote, seriesNote } from "../dashboard-notes.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { cents, chartWidget, countOf, figureWidget, tableWidget } from "../dashboard-widgets.ts";

/** Dashboard 1423: active and expiring leases, billing due and paid by month, payment status. */
export const leaseWidgets = async (db: Db, scope: DashboardScope): Promise<DashboardWidget[]> => {
  const [byStatus, dueByMonth, paidByMonth, byPayment, dueNow, expiring] = await Promise.all([
    leasesByStatus(db, scope),
    billingDueByMonth(db, scope),
    paymentsByMonth(db, scope),
    periodsByPaymentStatus(db, scope),
    billingDueNow(db, scope),
    leasesExpiring(db, scope),
  ]);
  const amountIn = (rows: readonly { key: string; amount: number }[], key: string) =>
    cents(rows.find((r) => r.key === key)?.amount ?? 0);
  return [
    figureWidget({
      Key: "active",
      Title: "Active Leases",
      Width: 3,
      Note: NOTE.now,
      Value: countOf(byStatus, String(LeaseStatus.Active)),
      Caption: `Of ${byStatus.reduce((sum, r) => sum + r.n, 0).toLocaleString("en-US")} leases`,
      DrillKey: "active",
    }),
    figureWidget({
      Key: "expiring",
      Title: "Expiring in 90 Days",
      Width: 3,
      Note: `Ending in the next ${EXPIRING_DAYS} days`,
      Value: expiring.total,
      Caption: "Active leases ending soon",
      DrillKey: "expiring",
    }),
    figureWidget({
      Key: "billing-due",
      Title: "Billing Due",
      Width: 3,
      Unit: DashboardValueUnit.Money,
      Note: NOTE.now,
      Value: cents(dueNow.amount),
      Caption: `${dueNow.n.toLocaleString("en-US")} billing periods due`,
      DrillKey: String(LeasePaymentStatus.Due),
    }),
    figureWidget({
      Key: "paid",
      Title: "Paid",
      Width: 3,
      Unit: DashboardValueUnit.Money,
      Note: seriesNote(scope, "Paid", "month"),
      Value: cents(paidByMonth.reduce((sum, r) => sum + r.amount, 0)),
      Caption: `${paidByMonth.reduce((sum, r) => sum + r.n, 0).toLocaleString("en-US")} payments in the months shown`,
    }),
    chartWidget({
      Key: "due-and-paid",
      Title: "Billing Due and Paid by Month",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Unit: DashboardValueUnit.Money,
      Note: seriesNote(scope, "Due or paid", "month"),
      SeriesNames: ["Due", "Paid"],
      Points: scope.months.map((month) => ({
        label: monthLabel(month),
        values: [amountIn(dueByMonth, month), amountIn(paidByMonth, month)],
        drillKey: month,
      })),
    }),
    chartWidget({
      Key: "by-status",
      Title: "Leases by Status",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: NOTE.now,
      SeriesNames: ["Leases"],
      Points: Object.values(LeaseStatus)
        .map((s) => ({
          label: LEASE_STATUS_NAMES[s],
          values: [countOf(byStatus, String(s))],
          drillKey: String(s),
        }))
        .filter((p) => p.values[0]! > 0),
    }),
    chartWidget({
      Key: "payment-status",
      Title: "Payment Status of Billing Periods",
      Kind: DashboardWidgetKind.Bar,
      Width: 6,
      Note: rangeNote(scope, "Due"),
      SeriesNames: ["Billing periods"],
      Points: Object.values(LeasePaymentStatus).map((s) => ({
        label: PAYMENT_STATUS_NAMES[s],
        values: [byPayment.find((r) => r.key === String(s))?.n ?? 0],
        drillKey: String(s),
      })),
    }),
    tableWidget({
      Key: "expiring-leases",
      Title: "Leases Ending Soon",
      Width: 6,
      Note: `Active, ending in the next ${EXPIRING_DAYS} days`,
      Columns: ["Lease", "Location", "Ends", "Rent"],
      Rows: expiring.rows.map((l) => [l.number, l.location, l.end, usd(l.rent)]),
    }),
  ];
};
