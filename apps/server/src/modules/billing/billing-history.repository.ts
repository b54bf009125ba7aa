import { and, asc, eq, sql } from "drizzle-orm";
import { BATCH_STATUS_NAMES, type BatchStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { billingBatchHistory, employees } from "../../db/schema/index.ts";

export type BatchKind = "invoice" | "match";

export type BatchMoveRecord = {
  orgId: number;
  batchKind: BatchKind;
  batchId: number;
  action: string;
  fromStatusId: BatchStatusId | null;
  toStatusId: BatchStatusId;
  comment: string | null;
  byId: number | null;
  at: Date;
};

/** Writes one step of a batch's history (in the transaction of the step). */
export const insertBatchMove = async (tx: Db | Tx, move: BatchMoveRecord): Promise<void> => {
  await tx.insert(billingBatchHistory).values(move);
};

export type BatchHistoryEntry = {
  At: string;
  ByName: string | null;
  Action: string;
  FromStatusName: string | null;
  ToStatusName: string;
  Comment: string | null;
};

/** A batch's history, oldest first, as the batch pages show it. */
export const readBatchHistory = async (
  db: Db | Tx,
  orgId: number,
  batchKind: BatchKind,
  batchId: number,
): Promise<BatchHistoryEntry[]> => {
  const rows = await db
    .select({
      at: billingBatchHistory.at,
      byName: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
      action: billingBatchHistory.action,
      fromStatusId: billingBatchHistory.fromStatusId,
      toStatusId: billingBatchHistory.toStatusId,
      comment: billingBatchHistory.comment,
    })
    .from(billingBatchHistory)
    .leftJoin(employees, eq(employees.id, billingBatchHistory.byId))
    .where(
      and(
        eq(billingBatchHistory.orgId, orgId),
        eq(billingBatchHistory.batchKind, batchKind),
        eq(billingBatchHistory.batchId, batchId),
      ),
    )
    .orderBy(asc(billingBatchHistory.id));
  return rows.map((r) => ({
    At: r.at.toISOString(),
    ByName: r.byName,
    Action: r.action,
    FromStatusName: r.fromStatusId === null ? null : BATCH_STATUS_NAMES[r.fromStatusId],
    ToStatusName: BATCH_STATUS_NAMES[r.toStatusId],
    Comment: r.comment,
  }));
};
