import { sql, type SQL } from "drizzle-orm";
import { LeasePaymentStatus, LeaseStatus } from "@fieldstead/domain";
import { listBillingPeriodsWhere, listLeasesWhere } from "./dashboard-drill-leases.repository.ts";
import { memberKey, oneOf, periodKey, unknownWidget, type DrillRequest } from "./dashboard-drill.ts";
import { LEASE_STATUS_NAMES, monthLabel, PAYMENT_STATUS_NAMES } from "../dashboard-labels.ts";
import { expiringLeases, leasesInScope, periodsInScope } from "../widgets/dashboard-leases.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { inDayRange, inMonthSeriesDay } from "../dashboard-sql.repository.ts";

/** The portal has no page of one lease: every row opens the leases screen. */
const LEASES_URL = "/LeaseManagement";

const leaseList = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listLeasesWhere(db, where);
    return {
      Title: title,
      Columns: ["Lease", "Lessor", "Lessee", "Location", "Status", "Start", "End", "Rent"],
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({ Id: r.id, Cells: r.cells, Url: LEASES_URL })),
    };
  },
});

const periodList = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listBillingPeriodsWhere(db, where);
    return {
      Title: title,
      Columns: ["Lease", "Billing Period", "Billing Amount", "Due Date", "Status", "Paid"],
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({ Id: r.id, Cells: r.cells, Url: LEASES_URL })),
    };
  },
});

const PAYMENT_STATUSES = Object.values(LeasePaymentStatus);

/** The leases or billing periods behind a figure or a bar of the Leases and Billing dashboard. */
export const leaseDrill = (scope: DashboardScope, widgetKey: string, drillKey: string): DrillRequest => {
  const leases = leasesInScope(scope);
  const periods = periodsInScope(scope);
  switch (widgetKey) {
    case "active":
      oneOf(drillKey, ["active"]);
      return leaseList("Active leases", sql`${leases} and status_id = ${LeaseStatus.Active}`);
    case "expiring":
      oneOf(drillKey, ["expiring"]);
      return leaseList("Leases ending in the next 90 days", expiringLeases(scope));
    case "by-status": {
      const status = memberKey(drillKey, Object.values(LeaseStatus));
      const name = LEASE_STATUS_NAMES[status as keyof typeof LEASE_STATUS_NAMES];
      return leaseList(`Leases: ${name}`, sql`${leases} and status_id = ${status}`);
    }
    case "billing-due":
      oneOf(drillKey, [String(LeasePaymentStatus.Due)]);
      return periodList("Billing periods due", sql`${periods} and status_id = ${LeasePaymentStatus.Due}`);
    case "due-and-paid": {
      const month = periodKey(drillKey, scope.months);
      return periodList(
        `Billing periods due in ${monthLabel(month)}`,
        sql`${periods} and ${inMonthSeriesDay(sql`due_date`, scope)} and to_char(due_date, 'YYYY-MM') = ${month}`,
      );
    }
    case "payment-status": {
      const status = memberKey(drillKey, PAYMENT_STATUSES);
      const name = PAYMENT_STATUS_NAMES[status as keyof typeof PAYMENT_STATUS_NAMES];
      return periodList(
        `Billing periods: ${name}`,
        sql`${periods} and ${inDayRange(sql`due_date`, scope)} and status_id = ${status}`,
      );
    }
    default:
      throw unknownWidget(widgetKey);
  }
};
