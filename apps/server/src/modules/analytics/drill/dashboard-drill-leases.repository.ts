import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { displayDay, drillPage, type DrillPage } from "./dashboard-drill.repository.ts";
import { LEASE_STATUS_NAMES, PAYMENT_STATUS_NAMES, usd } from "../dashboard-labels.ts";

export type LeaseDrillRow = { id: number; cells: string[] };

/** Leases matching `where` (over the leases table's own columns), newest first. */
export const listLeasesWhere = async (db: Db, where: SQL): Promise<DrillPage<LeaseDrillRow>> => {
  const page = await drillPage<{
    id: number;
    number: string;
    lessor: string;
    lessee: string;
    location: string;
    status_id: number;
    start: string;
    end: string;
    rent: string;
  }>(
    db,
    sql`leases`,
    where,
    sql`id, lease_number as number, lessor, lessee, status_id, rent,
        coalesce((select name from locations l where l.id = location_id), '') as location,
        ${displayDay(sql`start_date`)} as start, ${displayDay(sql`end_date`)} as "end"`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      cells: [
        r.number,
        r.lessor,
        r.lessee,
        r.location,
        (LEASE_STATUS_NAMES as Record<number, string>)[r.status_id] ?? "",
        r.start,
        r.end,
        usd(Number(r.rent)),
      ],
    })),
  };
};

/** Billing periods matching `where` (over lease_billing_periods' own columns), latest due first. */
export const listBillingPeriodsWhere = async (db: Db, where: SQL): Promise<DrillPage<LeaseDrillRow>> => {
  const page = await drillPage<{
    id: number;
    lease: string;
    period: string;
    amount: string;
    due: string;
    status_id: number;
    paid: string | null;
  }>(
    db,
    sql`lease_billing_periods`,
    where,
    sql`id, coalesce((select lease_number from leases l where l.id = lease_id), '') as lease,
        ${displayDay(sql`period_start`)} || ' – ' || ${displayDay(sql`period_end`)} as period,
        billing_amount as amount, ${displayDay(sql`due_date`)} as due, status_id,
        (select sum(transaction_amount) from lease_payments p where p.billing_period_id = lease_billing_periods.id)
          as paid`,
    sql`due_date desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      cells: [
        r.lease,
        r.period,
        usd(Number(r.amount)),
        r.due,
        (PAYMENT_STATUS_NAMES as Record<number, string>)[r.status_id] ?? "",
        r.paid === null ? "" : usd(Number(r.paid)),
      ],
    })),
  };
};
