import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  BATCH_STATUS_NAMES,
  MATCH_KIND_NAMES,
  type BatchStatusId,
  type ListQuery,
  type ListReply,
  type MatchBatchDetail,
  type MatchBatchListRowSchema,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  billingClients,
  invoices,
  matchBatches,
  paymentMatches,
  paymentReceipts,
} from "../../../db/schema/index.ts";
import { planList } from "../../../lib/list-query.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import {
  MATCH_BATCH_LIST,
  matchAmountSql,
  matchBatchCreatorSql,
  matchCountSql,
} from "./match-batch-list.definition.ts";

type MatchBatchListRow = z.infer<typeof MatchBatchListRowSchema>;

const HEAD = {
  id: matchBatches.id,
  batchNumber: matchBatches.batchNumber,
  statusId: matchBatches.statusId,
  amount: sql<string>`${matchAmountSql}::text`,
};

/** One page of the organisation's batches of matches. */
export const listMatchBatches = (
  db: Db,
  orgId: number,
  query: ListQuery,
): Promise<ListReply<MatchBatchListRow>> => {
  const plan = planList(MATCH_BATCH_LIST, query, { orgId });
  return runListQuery(
    plan,
    {
      page: db
        .select({
          ...HEAD,
          matchCount: matchCountSql,
          createdByName: matchBatchCreatorSql,
          updatedAt: matchBatches.updatedAt,
          ...plan.cursorSelection,
        })
        .from(matchBatches)
        .$dynamic(),
      count: db.select({ n: count() }).from(matchBatches).$dynamic(),
    },
    (r) => ({
      Id: r.id,
      BatchNumber: r.batchNumber,
      StatusId: r.statusId,
      StatusName: BATCH_STATUS_NAMES[r.statusId],
      MatchCount: Number(r.matchCount),
      Amount: r.amount,
      CreatedByName: r.createdByName,
      UpdatedAt: r.updatedAt.toISOString(),
    }),
  );
};

export type MatchBatchHead = { id: number; batchNumber: string; statusId: BatchStatusId; amount: string };

/** A batch of matches of the organisation (locked until the transaction ends when asked), or null. */
export const findMatchBatch = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock = false } = {},
): Promise<MatchBatchHead | null> => {
  const query = db
    .select(HEAD)
    .from(matchBatches)
    .where(and(eq(matchBatches.orgId, orgId), eq(matchBatches.id, id)));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
};

export const setMatchBatchStatus = async (
  tx: Tx,
  orgId: number,
  id: number,
  statusId: BatchStatusId,
  at: Date,
): Promise<void> => {
  await tx
    .update(matchBatches)
    .set({ statusId, updatedAt: at })
    .where(and(eq(matchBatches.orgId, orgId), eq(matchBatches.id, id)));
};

/** A batch's matches with their payments and invoices, in the order they were made. */
export const readBatchMatches = async (
  db: Db,
  orgId: number,
  batchId: number,
): Promise<MatchBatchDetail["Matches"]> => {
  const rows = await db
    .select({
      id: paymentMatches.id,
      receiptId: paymentMatches.receiptId,
      receivedOn: sql<string>`${paymentReceipts.receivedOn}::text`,
      payer: paymentReceipts.payer,
      reference: paymentReceipts.reference,
      invoiceId: paymentMatches.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      clientName: billingClients.name,
      amount: sql<string>`${paymentMatches.amount}::text`,
      kindId: paymentMatches.kindId,
    })
    .from(paymentMatches)
    .innerJoin(paymentReceipts, eq(paymentReceipts.id, paymentMatches.receiptId))
    .innerJoin(invoices, eq(invoices.id, paymentMatches.invoiceId))
    .innerJoin(billingClients, eq(billingClients.id, invoices.clientId))
    .where(and(eq(paymentMatches.orgId, orgId), eq(paymentMatches.matchBatchId, batchId)))
    .orderBy(asc(paymentMatches.id));
  return rows.map((r) => ({
    Id: r.id,
    ReceiptId: r.receiptId,
    ReceivedOn: r.receivedOn,
    Payer: r.payer,
    Reference: r.reference,
    InvoiceId: r.invoiceId,
    InvoiceNumber: r.invoiceNumber,
    ClientName: r.clientName,
    Amount: r.amount,
    KindName: MATCH_KIND_NAMES[r.kindId],
  }));
};
