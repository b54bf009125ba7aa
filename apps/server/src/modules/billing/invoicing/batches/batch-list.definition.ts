import { sql } from "drizzle-orm";
import { BATCH_LIST_COLUMNS, BATCH_STATUS_NAMES, BatchStatus, type BatchStatusId } from "@fieldstead/domain";
import { employees, invoiceBatches } from "../../../../db/schema/index.ts";
import type { ListDefinition } from "../../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../../../lib/list-query.labels.ts";

/** The batch's invoices, read per row: an organisation has a batch or so a month, each of a few hundred invoices. */
const ofInvoices = (aggregate: string) =>
  sql.raw(
    `(select ${aggregate} from invoices i where i.org_id = invoice_batches.org_id and i.batch_id = invoice_batches.id)`,
  );

export const BATCH_INVOICE_COUNT = sql<number>`${ofInvoices("count(*)::int")}`;
/** The sum of the invoices' totals (money text). */
export const BATCH_TOTAL = sql<string>`${ofInvoices("coalesce(sum(i.total), 0)")}`;
/** The batch's one currency, 'Mixed' when its clients bill in several, empty without invoices. */
export const BATCH_CURRENCY = sql<string>`${ofInvoices(
  "case when count(distinct i.currency) > 1 then 'Mixed' else coalesce(min(i.currency), '') end",
)}`;
export const CREATOR_NAME = sql<string | null>`(${employees.firstName} || ' ' || ${employees.lastName})`;

/** The invoicing batches (Billing/GetBatchList): their columns as SortModel and FilterModel name them. */
export const BATCH_LIST: ListDefinition = {
  name: "invoice-batches",
  id: invoiceBatches.id,
  orgId: invoiceBatches.orgId,
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  columns: listColumnsFrom(BATCH_LIST_COLUMNS, {
    Id: { sql: invoiceBatches.id, isInteger: true },
    BatchNumber: { sql: invoiceBatches.batchNumber, isSearchable: true },
    Period: { sql: invoiceBatches.period, isSearchable: true },
    StatusId: { sql: invoiceBatches.statusId, setOf: "number", isInteger: true },
    StatusName: {
      sql: enumLabelSql(invoiceBatches.statusId, BatchStatus, (id: BatchStatusId) => BATCH_STATUS_NAMES[id]),
    },
    InvoiceCount: { sql: BATCH_INVOICE_COUNT, isInteger: true },
    Total: { sql: BATCH_TOTAL },
    Currency: { sql: BATCH_CURRENCY },
    CreatedByName: { sql: CREATOR_NAME, isNullable: true, isSearchable: true },
    UpdatedAt: { sql: invoiceBatches.updatedAt },
  }),
};
