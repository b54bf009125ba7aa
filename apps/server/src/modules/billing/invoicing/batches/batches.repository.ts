import { and, eq, sql } from "drizzle-orm";
import type { BatchStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../../db/client.ts";
import { invoiceBatches, invoices } from "../../../../db/schema/index.ts";
import { idIn } from "../../../../lib/sql-lists.ts";
import { rowsOf } from "../charges/charge-sites.repository.ts";

export type BatchRow = {
  id: number;
  batchNumber: string;
  period: string;
  statusId: BatchStatusId;
  createdById: number | null;
};

const BATCH = {
  id: invoiceBatches.id,
  batchNumber: invoiceBatches.batchNumber,
  period: invoiceBatches.period,
  statusId: invoiceBatches.statusId,
  createdById: invoiceBatches.createdById,
};

/** The batch a request made, when one with this RequestId is kept. */
export const findBatchOfRequest = async (
  db: Db | Tx,
  orgId: number,
  requestId: string,
): Promise<BatchRow | null> =>
  (
    await db
      .select(BATCH)
      .from(invoiceBatches)
      .where(and(eq(invoiceBatches.orgId, orgId), eq(invoiceBatches.requestId, requestId)))
  )[0] ?? null;

/**
 * Locks a batch for a step (select … for update): a second step on the same batch waits, then reads the state
 * the first left. Null when the organisation has no such batch.
 */
export const lockBatch = async (tx: Tx, orgId: number, id: number): Promise<BatchRow | null> =>
  (
    await tx
      .select(BATCH)
      .from(invoiceBatches)
      .where(and(eq(invoiceBatches.orgId, orgId), eq(invoiceBatches.id, id)))
      .for("update")
  )[0] ?? null;

/** A new Draft batch; null when a batch with the same RequestId was kept meanwhile. */
export const insertBatch = async (
  tx: Tx,
  batch: {
    orgId: number;
    batchNumber: string;
    period: string;
    requestId: string | null;
    byId: number;
    at: Date;
  },
): Promise<number | null> => {
  const [row] = await tx
    .insert(invoiceBatches)
    .values({
      orgId: batch.orgId,
      batchNumber: batch.batchNumber,
      period: batch.period,
      requestId: batch.requestId,
      createdById: batch.byId,
      updatedById: batch.byId,
      createdAt: batch.at,
      updatedAt: batch.at,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceBatches.id });
  return row?.id ?? null;
};

/** Records a step on a batch: its status (when it moves), who, and when. */
export const touchBatch = async (
  tx: Tx,
  orgId: number,
  id: number,
  change: { statusId?: BatchStatusId; byId: number; at: Date },
): Promise<void> => {
  await tx
    .update(invoiceBatches)
    .set({
      ...(change.statusId === undefined ? {} : { statusId: change.statusId }),
      updatedById: change.byId,
      updatedAt: change.at,
    })
    .where(and(eq(invoiceBatches.orgId, orgId), eq(invoiceBatches.id, id)));
};

/** Deletes a batch; its invoices and their lines go with it (their client-months are free again). */
export const deleteBatchRow = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx.delete(invoiceBatches).where(and(eq(invoiceBatches.orgId, orgId), eq(invoiceBatches.id, id)));
};

/** Which of these clients have an invoice for the period already, in any batch. */
export const invoicedClientIds = async (
  db: Db | Tx,
  orgId: number,
  period: string,
  clientIds: readonly number[],
): Promise<Set<number>> => {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .select({ clientId: invoices.clientId })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.period, period), idIn(invoices.clientId, clientIds)));
  return new Set(rows.map((r) => r.clientId));
};

/** The ids among `ids` that are not clients of the organisation. */
export const foreignClientIds = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<number[]> => {
  const found = new Set(
    rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from billing_clients where org_id = ${orgId} and id = any(${sql.param([...ids])}::int[])`,
      ),
    ).map((r) => Number(r.id)),
  );
  return ids.filter((id) => !found.has(id));
};
