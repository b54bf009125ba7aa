import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../../db/client.ts";
import { clientSitesCtes, rowsOf, type ChargeScope } from "./charge-sites.repository.ts";

/** One bill of a client's lease falling in the month. */
export type ClientRent = {
  clientId: number;
  leaseId: number;
  leaseNumber: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
};

/**
 * The billing periods starting in the month of each client's Active leases (read from the lease tables, so the
 * rent billed is the one the lease's schedule holds), by period then lease number.
 */
export const readClientRents = async (db: Db | Tx, scope: ChargeScope): Promise<ClientRent[]> => {
  const rows = rowsOf<{
    client_id: number;
    lease_id: number;
    lease_number: string;
    period_start: string;
    period_end: string;
    amount: string;
  }>(
    await db.execute(sql`
      with recursive ${clientSitesCtes(scope)}
      select cl.client_id, cl.lease_id, cl.lease_number, p.period_start::text as period_start,
        p.period_end::text as period_end, p.billing_amount::text as amount
      from client_leases cl
      join lease_billing_periods p on p.org_id = ${scope.orgId} and p.lease_id = cl.lease_id
      where p.period_start between ${scope.first}::date and ${scope.last}::date
      order by cl.client_id, p.period_start, cl.lease_number, p.id`),
  );
  return rows.map((r) => ({
    clientId: Number(r.client_id),
    leaseId: Number(r.lease_id),
    leaseNumber: r.lease_number,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    amount: r.amount,
  }));
};

/**
 * What each client still owes on its numbered invoices of earlier periods: the sum of total − paid of those not
 * fully paid. Draft invoices (no number yet) owe nothing.
 */
export const readClientArrears = async (
  db: Db | Tx,
  scope: { orgId: number; clientIds: readonly number[]; period: string },
): Promise<Map<number, string>> => {
  if (scope.clientIds.length === 0) return new Map();
  const rows = rowsOf<{ client_id: number; arrears: string }>(
    await db.execute(sql`
      select client_id, sum(total - paid)::text as arrears
      from invoices
      where org_id = ${scope.orgId} and client_id = any(${sql.param([...scope.clientIds])}::int[])
        and invoice_number is not null and period < ${scope.period} and total > paid
      group by client_id`),
  );
  return new Map(rows.map((r) => [Number(r.client_id), r.arrears]));
};
