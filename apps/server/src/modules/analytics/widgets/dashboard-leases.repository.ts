import { sql } from "drizzle-orm";
import { LeasePaymentStatus, LeaseStatus } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import {
  atLocation,
  inDayRange,
  inMonthSeriesDay,
  inSeries,
  keyCounts,
  rowsOf,
  zoneMonth,
  type KeyCount,
} from "../dashboard-sql.repository.ts";

/** How far ahead a lease's end counts as 'expiring'. */
export const EXPIRING_DAYS = 90;

/** The organisation's leases at the scope's location. */
export const leasesInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${atLocation(sql`location_id`, scope)}`;

/** Billing periods of the leases at the scope's location (over lease_billing_periods' own columns). */
export const periodsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and lease_id in (select id from leases where ${leasesInScope(scope)})`;

/** Active leases ending from today to EXPIRING_DAYS ahead. */
export const expiringLeases = (scope: DashboardScope) =>
  sql`${leasesInScope(scope)} and status_id = ${LeaseStatus.Active}
      and end_date >= ${scope.today}::date and end_date <= ${scope.today}::date + ${EXPIRING_DAYS}::int`;

export const leasesByStatus = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    sql`select status_id as key, count(*) as n from leases where ${leasesInScope(scope)} group by 1`,
  );

export type MoneyRow = { key: string; amount: number; n: number };

const money = async (db: Db, query: ReturnType<typeof sql>): Promise<MoneyRow[]> =>
  (await rowsOf<{ key: string; amount: string | number | null; n: string | number }>(db, query)).map((r) => ({
    key: String(r.key),
    amount: Number(r.amount ?? 0),
    n: Number(r.n),
  }));

/** Billing amounts falling due per month of the series ('YYYY-MM'). */
export const billingDueByMonth = (db: Db, scope: DashboardScope): Promise<MoneyRow[]> =>
  money(
    db,
    sql`select to_char(due_date, 'YYYY-MM') as key, sum(billing_amount) as amount, count(*) as n
        from lease_billing_periods where ${periodsInScope(scope)} and ${inMonthSeriesDay(sql`due_date`, scope)}
        group by 1`,
  );

/** Payments made per month of the series ('YYYY-MM'), by the day they were paid. */
export const paymentsByMonth = (db: Db, scope: DashboardScope): Promise<MoneyRow[]> =>
  money(
    db,
    sql`select ${zoneMonth(sql`p.paid_on`)} as key, sum(p.transaction_amount) as amount, count(*) as n
        from lease_payments p join lease_billing_periods b on b.id = p.billing_period_id
        where p.org_id = ${scope.orgId} and b.org_id = ${scope.orgId}
          and b.lease_id in (select id from leases where ${leasesInScope(scope)})
          and ${inSeries(sql`p.paid_on`, scope, "month")}
        group by 1`,
  );

/** Billing periods falling due in the range by payment status, with their amounts. */
export const periodsByPaymentStatus = (db: Db, scope: DashboardScope): Promise<MoneyRow[]> =>
  money(
    db,
    sql`select status_id as key, sum(billing_amount) as amount, count(*) as n from lease_billing_periods
        where ${periodsInScope(scope)} and ${inDayRange(sql`due_date`, scope)} group by 1`,
  );

/** What is due now: the amount and number of billing periods whose payment status is Due. */
export const billingDueNow = async (db: Db, scope: DashboardScope): Promise<MoneyRow> =>
  (
    await money(
      db,
      sql`select 'due' as key, sum(billing_amount) as amount, count(*) as n from lease_billing_periods
          where ${periodsInScope(scope)} and status_id = ${LeasePaymentStatus.Due}`,
    )
  )[0] ?? { key: "due", amount: 0, n: 0 };

export type ExpiringLease = { id: number; number: string; location: string; end: string; rent: number };

/** The active leases ending soonest within EXPIRING_DAYS, and how many there are. */
export const leasesExpiring = async (
  db: Db,
  scope: DashboardScope,
): Promise<{ rows: ExpiringLease[]; total: number }> => {
  const rows = await rowsOf<{
    id: number;
    number: string;
    location: string;
    end: string;
    rent: string;
    total: string | number;
  }>(
    db,
    sql`select id, lease_number as number, coalesce((select name from locations l where l.id = location_id), '') as location,
               to_char(end_date, 'Mon DD, YYYY') as "end", rent, count(*) over () as total
        from leases where ${expiringLeases(scope)}
        order by end_date, id limit 10`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      number: r.number,
      location: r.location,
      end: r.end,
      rent: Number(r.rent),
    })),
  };
};
