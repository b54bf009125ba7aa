import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { LeasePaymentStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, paymentRunItems as items, paymentRuns as runs } from "../../../db/schema/index.ts";

export type RunRow = {
  id: number;
  runNumber: string;
  createdByName: string | null;
  createdAt: Date;
  itemCount: number;
  total: string;
  isProcessed: boolean;
  processedAt: Date | null;
};

/** How many runs the page lists: the newest; older ones stay in the database and their leases' history. */
export const RUN_LIST_LIMIT = 100;

const runRows = (db: Db | Tx) => {
  const counts = db
    .select({
      runId: items.runId,
      itemCount: sql<number>`count(*)::int`.as("item_count"),
      total: sql<string>`sum(${items.amount})::numeric(14, 2)::text`.as("total"),
    })
    .from(items)
    .groupBy(items.runId)
    .as("run_counts");
  return db
    .select({
      id: runs.id,
      runNumber: runs.runNumber,
      createdByName: sql<string | null>`(${employees.firstName} || ' ' || ${employees.lastName})`,
      createdAt: runs.createdAt,
      itemCount: sql<number>`coalesce(${counts.itemCount}, 0)`,
      total: sql<string>`coalesce(${counts.total}, '0.00')`,
      isProcessed: runs.isProcessed,
      processedAt: runs.processedAt,
    })
    .from(runs)
    .leftJoin(counts, eq(counts.runId, runs.id))
    .leftJoin(employees, eq(employees.id, runs.createdById))
    .$dynamic();
};

/** The organisation's runs, newest first. */
export const listRuns = (db: Db | Tx, orgId: number): Promise<RunRow[]> =>
  runRows(db).where(eq(runs.orgId, orgId)).orderBy(desc(runs.id)).limit(RUN_LIST_LIMIT);

export const readRun = async (db: Db | Tx, orgId: number, runId: number): Promise<RunRow | null> =>
  (await runRows(db).where(and(eq(runs.orgId, orgId), eq(runs.id, runId))))[0] ?? null;

/** The run first asked for with this request id, if one was. */
export const runOfRequest = async (db: Db | Tx, orgId: number, requestId: string): Promise<number | null> => {
  const [row] = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.orgId, orgId), eq(runs.requestId, requestId)));
  return row?.id ?? null;
};

/** Of the named bills, those already in a run (a bill is in one run at most). */
export const periodsInRuns = async (
  db: Db | Tx,
  orgId: number,
  periodIds: readonly number[],
): Promise<Set<number>> => {
  if (periodIds.length === 0) return new Set();
  const rows = await db
    .select({ periodId: items.periodId })
    .from(items)
    .where(and(eq(items.orgId, orgId), inArray(items.periodId, [...periodIds])));
  return new Set(rows.map((r) => r.periodId));
};

export type NewRun = { orgId: number; runNumber: string; requestId: string; createdById: number; at: Date };

/** A new run; null when a run with this request id was made meanwhile (by the same request sent twice). */
export const insertRun = async (tx: Tx, run: NewRun): Promise<number | null> => {
  const { at, ...columns } = run;
  const [row] = await tx
    .insert(runs)
    .values({ ...columns, createdAt: at })
    .onConflictDoNothing({ target: [runs.orgId, runs.requestId], where: sql`${runs.requestId} is not null` })
    .returning({ id: runs.id });
  return row?.id ?? null;
};

export type NewRunItem = {
  orgId: number;
  runId: number;
  leaseId: number;
  periodId: number;
  amount: string;
  statusId: LeasePaymentStatusId;
};

export const insertRunItems = async (tx: Tx, rows: readonly NewRunItem[]): Promise<void> => {
  if (rows.length === 0) return;
  await tx.insert(items).values([...rows]);
};

export type RunItemRow = {
  id: number;
  leaseId: number;
  periodId: number;
  amount: string;
  transactionId: string | null;
  statusId: LeasePaymentStatusId;
};

/** A run's bills in the order they were added. */
export const listRunItems = (db: Db | Tx, orgId: number, runId: number): Promise<RunItemRow[]> =>
  db
    .select({
      id: items.id,
      leaseId: items.leaseId,
      periodId: items.periodId,
      amount: items.amount,
      transactionId: items.transactionId,
      statusId: items.statusId,
    })
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.runId, runId)))
    .orderBy(asc(items.id));

/** The run of the organisation, locked until the transaction ends (a second processing waits, then finds it done). */
export const lockRun = async (
  tx: Tx,
  orgId: number,
  runId: number,
): Promise<{ id: number; runNumber: string; isProcessed: boolean } | null> => {
  const [row] = await tx
    .select({ id: runs.id, runNumber: runs.runNumber, isProcessed: runs.isProcessed })
    .from(runs)
    .where(and(eq(runs.orgId, orgId), eq(runs.id, runId)))
    .for("update");
  return row ?? null;
};

/** Where a run left a bill: its transaction id once paid, its status, and what was paid on it. */
export type ItemOutcome = {
  id: number;
  transactionId: string | null;
  statusId: LeasePaymentStatusId;
  amount: string;
};

export const updateRunItems = async (
  tx: Tx,
  orgId: number,
  outcomes: readonly ItemOutcome[],
): Promise<void> => {
  for (const outcome of outcomes)
    await tx
      .update(items)
      .set({ transactionId: outcome.transactionId, statusId: outcome.statusId, amount: outcome.amount })
      .where(and(eq(items.orgId, orgId), eq(items.id, outcome.id)));
};

export const markRunProcessed = async (tx: Tx, orgId: number, runId: number, at: Date): Promise<void> => {
  await tx
    .update(runs)
    .set({ isProcessed: true, processedAt: at })
    .where(and(eq(runs.orgId, orgId), eq(runs.id, runId)));
};
