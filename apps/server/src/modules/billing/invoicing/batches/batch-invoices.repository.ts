import { and, eq, sql } from "drizzle-orm";
import { centsToMoney } from "@fieldstead/domain";
import type { Tx } from "../../../../db/client.ts";
import { invoiceLines, invoices } from "../../../../db/schema/index.ts";
import { rowsOf } from "../charges/charge-sites.repository.ts";
import type { DraftInvoice, DraftLine } from "../charges/charges.service.ts";

/** Rows a multi-row insert carries at most (16 values a line: far below PostgreSQL's 65,535 parameters). */
const CHUNK = 1_000;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const money = centsToMoney;

const invoiceAmounts = (draft: DraftInvoice) => ({
  currency: draft.client.currency,
  net: money(draft.totals.netCents),
  discount: money(draft.totals.discountCents),
  tax: money(draft.totals.taxCents),
  total: money(draft.totals.totalCents),
  arrears: money(draft.arrearsCents),
});

/**
 * One Draft invoice per client, in multi-row inserts. A client already invoiced for the month (by a generation
 * running at the same moment) is left out by the unique client-month index rather than billed twice: answers
 * the invoice id of each client that got one.
 */
export const insertInvoices = async (
  tx: Tx,
  scope: { orgId: number; batchId: number; period: string },
  drafts: readonly DraftInvoice[],
): Promise<Map<number, number>> => {
  const made = new Map<number, number>();
  for (const part of chunks(drafts)) {
    const rows = await tx
      .insert(invoices)
      .values(part.map((d) => ({ ...scope, clientId: d.client.id, ...invoiceAmounts(d) })))
      .onConflictDoNothing({ target: [invoices.orgId, invoices.clientId, invoices.period] })
      .returning({ id: invoices.id, clientId: invoices.clientId });
    for (const r of rows) made.set(r.clientId, r.id);
  }
  return made;
};

const lineValues = (orgId: number, invoiceId: number, line: DraftLine, position: number) => ({
  orgId,
  invoiceId,
  position,
  kindId: line.kindId,
  chargeCodeId: line.chargeCodeId,
  chargeCode: line.chargeCode,
  ruleId: line.ruleId,
  leaseId: line.leaseId,
  description: line.description,
  quantity: money(line.quantityHundredths),
  unitPrice: money(line.unitCents),
  net: money(line.amounts.netCents),
  discount: money(line.amounts.discountCents),
  taxRateMilli: line.taxRateMilli,
  tax: money(line.amounts.taxCents),
  total: money(line.amounts.totalCents),
});

/** The lines of each invoice, numbered from 1 in their order, in multi-row inserts. */
export const insertLines = async (
  tx: Tx,
  orgId: number,
  items: readonly { invoiceId: number; lines: readonly DraftLine[] }[],
): Promise<void> => {
  const rows = items.flatMap(({ invoiceId, lines }) =>
    lines.map((l, i) => lineValues(orgId, invoiceId, l, i + 1)),
  );
  for (const part of chunks(rows)) await tx.insert(invoiceLines).values(part);
};

/** The batch's invoices: id and client. */
export const batchInvoiceClients = (tx: Tx, orgId: number, batchId: number) =>
  tx
    .select({ id: invoices.id, clientId: invoices.clientId })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.batchId, batchId)));

/** Removes the batch's invoice lines (all, or those of one kind). */
export const deleteBatchLines = async (
  tx: Tx,
  orgId: number,
  batchId: number,
  kindId?: number,
): Promise<void> => {
  await tx.execute(sql`
    delete from invoice_lines l using invoices i
    where i.org_id = ${orgId} and i.batch_id = ${batchId} and l.invoice_id = i.id
      ${kindId === undefined ? sql`` : sql`and l.kind_id = ${kindId}`}`);
};

/** Writes recomputed amounts onto invoices, in one statement. */
export const updateInvoiceAmounts = async (
  tx: Tx,
  orgId: number,
  items: readonly { invoiceId: number; draft: DraftInvoice }[],
): Promise<void> => {
  if (items.length === 0) return;
  const column = (pick: (a: ReturnType<typeof invoiceAmounts>) => string) =>
    sql.param(items.map((i) => pick(invoiceAmounts(i.draft))));
  await tx.execute(sql`
    update invoices i set currency = u.currency, net = u.net, discount = u.discount, tax = u.tax, total = u.total,
      arrears = u.arrears
    from unnest(${sql.param(items.map((i) => i.invoiceId))}::int[], ${column((a) => a.currency)}::text[],
      ${column((a) => a.net)}::numeric[], ${column((a) => a.discount)}::numeric[], ${column((a) => a.tax)}::numeric[],
      ${column((a) => a.total)}::numeric[], ${column((a) => a.arrears)}::numeric[])
      as u(id, currency, net, discount, tax, total, arrears)
    where i.org_id = ${orgId} and i.id = u.id`);
};

/**
 * Carries arrears onto invoices: sets each invoice's arrears (0 for those not listed) and appends one Arrears
 * line after its other lines for each amount owed.
 */
export const writeArrears = async (
  tx: Tx,
  orgId: number,
  batchId: number,
  owed: readonly { invoiceId: number; line: DraftLine }[],
): Promise<void> => {
  await tx.execute(sql`update invoices set arrears = 0 where org_id = ${orgId} and batch_id = ${batchId}`);
  if (owed.length === 0) return;
  const amounts = sql.param(owed.map((o) => money(o.line.amounts.totalCents)));
  await tx.execute(sql`
    update invoices i set arrears = u.amount
    from unnest(${sql.param(owed.map((o) => o.invoiceId))}::int[], ${amounts}::numeric[]) as u(id, amount)
    where i.org_id = ${orgId} and i.id = u.id`);
  const positions = new Map(
    rowsOf<{ invoice_id: number; last: number }>(
      await tx.execute(sql`
        select l.invoice_id, max(l.position)::int as last from invoice_lines l
        where l.invoice_id = any(${sql.param(owed.map((o) => o.invoiceId))}::int[]) group by l.invoice_id`),
    ).map((r) => [Number(r.invoice_id), Number(r.last)]),
  );
  const rows = owed.map((o) => lineValues(orgId, o.invoiceId, o.line, (positions.get(o.invoiceId) ?? 0) + 1));
  for (const part of chunks(rows)) await tx.insert(invoiceLines).values(part);
};

/** Deletes the batch's invoices left without a line: a client with nothing to bill gets no invoice. */
export const deleteEmptyInvoices = async (tx: Tx, orgId: number, batchId: number): Promise<number> =>
  rowsOf(
    await tx.execute(sql`
      delete from invoices i where i.org_id = ${orgId} and i.batch_id = ${batchId}
        and not exists (select 1 from invoice_lines l where l.invoice_id = i.id)
      returning i.id`),
  ).length;
