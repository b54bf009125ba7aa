import { sql } from "drizzle-orm";
import type { BatchStatusId } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";

export type CurrencyAmount = { currency: string; amount: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Batches of invoices by state. */
export const countBatchesByState = async (db: Db, orgId: number): Promise<Map<BatchStatusId, number>> => {
  const rows = rowsOf<{ status_id: number; n: string | number }>(
    await db.execute(
      sql`select status_id, count(*) as n from invoice_batches where org_id = ${orgId} group by status_id`,
    ),
  );
  return new Map(rows.map((r) => [r.status_id as BatchStatusId, Number(r.n)]));
};

/** Totals of the month's invoices, per currency (numeric sums: exact). */
export const sumBilled = async (db: Db, orgId: number, period: string): Promise<CurrencyAmount[]> =>
  rowsOf<CurrencyAmount>(
    await db.execute(sql`
      select currency, sum(total)::numeric(16,2)::text as amount from invoices
      where org_id = ${orgId} and period = ${period} group by currency order by currency`),
  );

/** Payments matched to invoices between two days (inclusive), per currency. */
export const sumCollected = async (
  db: Db,
  orgId: number,
  first: string,
  last: string,
): Promise<CurrencyAmount[]> =>
  rowsOf<CurrencyAmount>(
    await db.execute(sql`
      select i.currency, sum(m.amount)::numeric(16,2)::text as amount
      from payment_matches m join invoices i on i.id = m.invoice_id
      where m.org_id = ${orgId} and m.created_at >= ${first}::date and m.created_at < ${last}::date + 1
      group by i.currency order by i.currency`),
  );

/** What numbered invoices still owe past their due date, per currency. */
export const sumOverdue = async (db: Db, orgId: number, today: string): Promise<CurrencyAmount[]> =>
  rowsOf<CurrencyAmount>(
    await db.execute(sql`
      select currency, sum(total - paid)::numeric(16,2)::text as amount from invoices
      where org_id = ${orgId} and invoice_number is not null and due_date < ${today}::date and total > paid
      group by currency order by currency`),
  );

/** Payments received with something not yet matched. */
export const countOpenReceipts = async (db: Db, orgId: number): Promise<number> => {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`select count(*) as n from payment_receipts where org_id = ${orgId} and matched < amount`,
    ),
  );
  return Number(row?.n ?? 0);
};
