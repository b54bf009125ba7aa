import { sql } from "drizzle-orm";
import type { Tx } from "../../../../db/client.ts";
import { rowsOf } from "../charges/charge-sites.repository.ts";

/** A batch's invoices in the order they are numbered (by client name), with each client's payment terms. */
export const invoicesToNumber = async (
  tx: Tx,
  orgId: number,
  batchId: number,
): Promise<{ id: number; paymentTermsDays: number }[]> =>
  rowsOf<{ id: number; payment_terms_days: number }>(
    await tx.execute(sql`
      select i.id, c.payment_terms_days from invoices i join billing_clients c on c.id = i.client_id
      where i.org_id = ${orgId} and i.batch_id = ${batchId}
      order by lower(c.name), c.name, i.id`),
  ).map((r) => ({ id: Number(r.id), paymentTermsDays: Number(r.payment_terms_days) }));

/**
 * Takes `count` invoice numbers from the organisation's counter and answers the last one. The counter's row is
 * created or raised in the caller's transaction (insert … on conflict do update): it stays locked until the
 * transaction ends, so a second numbering waits and continues where this one stopped, and a numbering that is
 * rolled back gives its numbers back — invoice numbers have no gaps.
 */
export const takeInvoiceNumbers = async (tx: Tx, orgId: number, count: number): Promise<number> => {
  const [row] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      insert into invoice_counters (org_id, last_number) values (${orgId}, ${count})
      on conflict (org_id) do update set last_number = invoice_counters.last_number + excluded.last_number
      returning last_number`),
  );
  return Number(row!.last_number);
};

/** Gives invoices their numbers, issue and due dates, in one statement. */
export const writeInvoiceNumbers = async (
  tx: Tx,
  orgId: number,
  numbered: readonly { id: number; number: string; issueDate: string; dueDate: string }[],
): Promise<void> => {
  if (numbered.length === 0) return;
  const column = (pick: (n: (typeof numbered)[number]) => string | number) => sql.param(numbered.map(pick));
  await tx.execute(sql`
    update invoices i set invoice_number = u.number, issue_date = u.issue_date, due_date = u.due_date
    from unnest(${column((n) => n.id)}::int[], ${column((n) => n.number)}::text[],
      ${column((n) => n.issueDate)}::date[], ${column((n) => n.dueDate)}::date[]) as u(id, number, issue_date, due_date)
    where i.org_id = ${orgId} and i.id = u.id`);
};
