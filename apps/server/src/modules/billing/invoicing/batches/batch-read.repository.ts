import { and, asc, count, eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  BATCH_STATUS_NAMES,
  type BatchListRow,
  type BatchStatusId,
  type InvoicePaymentStateId,
  type ListQuery,
  type ListReply,
} from "@fieldstead/domain";
import type { Db } from "../../../../db/client.ts";
import { billingClients, employees, invoiceBatches, invoices } from "../../../../db/schema/index.ts";
import { planList } from "../../../../lib/list-query.ts";
import { runListQuery } from "../../../../lib/list-query.repository.ts";
import {
  BATCH_CURRENCY,
  BATCH_INVOICE_COUNT,
  BATCH_LIST,
  BATCH_TOTAL,
  CREATOR_NAME,
} from "./batch-list.definition.ts";

const withCreator = <Q extends PgSelect>(q: Q) =>
  q.leftJoin(employees, eq(employees.id, invoiceBatches.createdById));

const ROW = {
  id: invoiceBatches.id,
  batchNumber: invoiceBatches.batchNumber,
  period: invoiceBatches.period,
  statusId: invoiceBatches.statusId,
  invoiceCount: BATCH_INVOICE_COUNT,
  total: sql<string>`(${BATCH_TOTAL})::text`,
  currency: BATCH_CURRENCY,
  createdByName: CREATOR_NAME,
  updatedAt: invoiceBatches.updatedAt,
};

/** One page of the organisation's batches; the count joins the creator only when a filter or sort reads it. */
export const listBatches = (db: Db, orgId: number, query: ListQuery): Promise<ListReply<BatchListRow>> => {
  const plan = planList(BATCH_LIST, query, { orgId });
  const counted = db.select({ n: count() }).from(invoiceBatches).$dynamic();
  return runListQuery(
    plan,
    {
      page: withCreator(
        db
          .select({ ...ROW, ...plan.cursorSelection })
          .from(invoiceBatches)
          .$dynamic(),
      ),
      count: plan.uses("CreatedByName") ? withCreator(counted) : counted,
    },
    (r) => ({
      Id: r.id,
      BatchNumber: r.batchNumber,
      Period: r.period,
      StatusId: r.statusId,
      StatusName: BATCH_STATUS_NAMES[r.statusId],
      InvoiceCount: Number(r.invoiceCount),
      Total: r.total,
      Currency: r.currency,
      CreatedByName: r.createdByName,
      UpdatedAt: r.updatedAt.toISOString(),
    }),
  );
};

export type BatchHeader = {
  id: number;
  batchNumber: string;
  period: string;
  statusId: BatchStatusId;
  createdByName: string | null;
  createdAt: Date;
};

export const readBatchHeader = async (db: Db, orgId: number, id: number): Promise<BatchHeader | null> =>
  (
    await withCreator(
      db
        .select({
          id: invoiceBatches.id,
          batchNumber: invoiceBatches.batchNumber,
          period: invoiceBatches.period,
          statusId: invoiceBatches.statusId,
          createdByName: CREATOR_NAME,
          createdAt: invoiceBatches.createdAt,
        })
        .from(invoiceBatches)
        .$dynamic(),
    ).where(and(eq(invoiceBatches.orgId, orgId), eq(invoiceBatches.id, id)))
  )[0] ?? null;

export type InvoiceRow = {
  id: number;
  invoiceNumber: string | null;
  clientId: number;
  clientName: string;
  currency: string;
  issueDate: string | null;
  dueDate: string | null;
  net: string;
  tax: string;
  total: string;
  arrears: string;
  paid: string;
  paymentStateId: InvoicePaymentStateId;
};

/** A batch's invoices, by client name (the order they are numbered in). */
export const readBatchInvoices = (db: Db, orgId: number, batchId: number): Promise<InvoiceRow[]> =>
  db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      clientId: invoices.clientId,
      clientName: billingClients.name,
      currency: invoices.currency,
      issueDate: sql<string | null>`${invoices.issueDate}::text`,
      dueDate: sql<string | null>`${invoices.dueDate}::text`,
      net: sql<string>`${invoices.net}::text`,
      tax: sql<string>`${invoices.tax}::text`,
      total: sql<string>`${invoices.total}::text`,
      arrears: sql<string>`${invoices.arrears}::text`,
      paid: sql<string>`${invoices.paid}::text`,
      paymentStateId: invoices.paymentStateId,
    })
    .from(invoices)
    .innerJoin(billingClients, eq(billingClients.id, invoices.clientId))
    .where(and(eq(invoices.orgId, orgId), eq(invoices.batchId, batchId)))
    .orderBy(asc(sql`lower(${billingClients.name})`), asc(billingClients.name), asc(invoices.id));
