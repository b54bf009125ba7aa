import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReconDifferenceKindId, ReconDifferenceStateId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  assetCategories,
  billingClients,
  employees,
  locations,
  reconDifferences,
  reconRuns,
  tasks,
} from "../../../db/schema/index.ts";

export type NewReconRun = {
  orgId: number;
  period: string;
  clientId: number | null;
  resultCode: number;
  createdById: number;
  createdAt: Date;
};

export type NewReconDifference = {
  clientId: number;
  locationId: number;
  categoryId: number;
  chargeCodeId: number | null;
  kindId: ReconDifferenceKindId;
  billedQuantity: number;
  foundQuantity: number;
};

/** Writes a run and its differences (in the run's transaction); answers the run's id. */
export const insertReconRun = async (
  tx: Tx,
  run: NewReconRun,
  differences: readonly NewReconDifference[],
): Promise<number> => {
  const [written] = await tx
    .insert(reconRuns)
    .values({ ...run, differenceCount: differences.length })
    .returning({ id: reconRuns.id });
  if (!written) throw new Error("the run was not written");
  if (differences.length > 0)
    await tx
      .insert(reconDifferences)
      .values(differences.map((d) => ({ ...d, orgId: run.orgId, runId: written.id })));
  return written.id;
};

/** A client of the organisation: its name, or null when it has none with this id. */
export const reconClientOf = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<{ name: string } | null> => {
  const [row] = await db
    .select({ name: billingClients.name })
    .from(billingClients)
    .where(and(eq(billingClients.orgId, orgId), eq(billingClients.id, id)));
  return row ?? null;
};

/** The organisation's billed clients by name. */
export const readReconClients = (db: Db | Tx, orgId: number) =>
  db
    .select({ Id: billingClients.id, Name: billingClients.name, IsActive: billingClients.isActive })
    .from(billingClients)
    .where(eq(billingClients.orgId, orgId))
    .orderBy(asc(sql`lower(${billingClients.name})`), asc(billingClients.id));

export type ReconRunRecord = {
  id: number;
  period: string;
  clientId: number | null;
  clientName: string | null;
  resultCode: number;
  differenceCount: number;
  openCount: number;
  siteCount: number;
  createdAt: Date;
  createdByName: string | null;
};

/** Runs of the organisation, newest first, with how many differences are open and at how many sites. */
export const readReconRuns = (
  db: Db | Tx,
  orgId: number,
  where: { id?: number; limit: number },
): Promise<ReconRunRecord[]> => {
  const stats = db
    .select({
      runId: reconDifferences.runId,
      openCount: sql<number>`(count(*) filter (where ${reconDifferences.stateId} = 1))::int`.as("open_count"),
      siteCount: sql<number>`count(distinct ${reconDifferences.locationId})::int`.as("site_count"),
    })
    .from(reconDifferences)
    .where(eq(reconDifferences.orgId, orgId))
    .groupBy(reconDifferences.runId)
    .as("stats");
  const filters: SQL[] = [eq(reconRuns.orgId, orgId)];
  if (where.id !== undefined) filters.push(eq(reconRuns.id, where.id));
  return db
    .select({
      id: reconRuns.id,
      period: reconRuns.period,
      clientId: reconRuns.clientId,
      clientName: billingClients.name,
      resultCode: reconRuns.resultCode,
      differenceCount: reconRuns.differenceCount,
      openCount: sql<number>`coalesce(${stats.openCount}, 0)`,
      siteCount: sql<number>`coalesce(${stats.siteCount}, 0)`,
      createdAt: reconRuns.createdAt,
      createdByName: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
    })
    .from(reconRuns)
    .leftJoin(billingClients, eq(billingClients.id, reconRuns.clientId))
    .leftJoin(employees, eq(employees.id, reconRuns.createdById))
    .leftJoin(stats, eq(stats.runId, reconRuns.id))
    .where(and(...filters))
    .orderBy(desc(reconRuns.id))
    .limit(where.limit);
};

export type ReconDifferenceRecord = {
  id: number;
  runId: number;
  period: string;
  clientId: number;
  clientName: string;
  locationId: number | null;
  siteName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  kindId: ReconDifferenceKindId;
  billedQuantity: number;
  foundQuantity: number;
  stateId: ReconDifferenceStateId;
  taskId: number | null;
  workOrderNumber: string | null;
  appliedInvoiceId: number | null;
  decidedAt: Date | null;
  decidedByName: string | null;
};

const decider = alias(employees, "decider");

/** Differences of the organisation (of a run, or one), by client, site and category, with their names. */
export const readReconDifferences = (
  db: Db | Tx,
  orgId: number,
  where: { runId: number } | { id: number },
): Promise<ReconDifferenceRecord[]> =>
  db
    .select({
      id: reconDifferences.id,
      runId: reconDifferences.runId,
      period: reconRuns.period,
      clientId: reconDifferences.clientId,
      clientName: billingClients.name,
      locationId: reconDifferences.locationId,
      siteName: locations.name,
      categoryId: reconDifferences.categoryId,
      categoryName: assetCategories.name,
      kindId: reconDifferences.kindId,
      billedQuantity: reconDifferences.billedQuantity,
      foundQuantity: reconDifferences.foundQuantity,
      stateId: reconDifferences.stateId,
      taskId: reconDifferences.taskId,
      workOrderNumber: tasks.workOrderNumber,
      appliedInvoiceId: reconDifferences.appliedInvoiceId,
      decidedAt: reconDifferences.decidedAt,
      decidedByName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
    })
    .from(reconDifferences)
    .innerJoin(reconRuns, eq(reconRuns.id, reconDifferences.runId))
    .innerJoin(billingClients, eq(billingClients.id, reconDifferences.clientId))
    .leftJoin(locations, eq(locations.id, reconDifferences.locationId))
    .leftJoin(assetCategories, eq(assetCategories.id, reconDifferences.categoryId))
    .leftJoin(tasks, eq(tasks.id, reconDifferences.taskId))
    .leftJoin(decider, eq(decider.id, reconDifferences.decidedById))
    .where(
      and(
        eq(reconDifferences.orgId, orgId),
        "runId" in where ? eq(reconDifferences.runId, where.runId) : eq(reconDifferences.id, where.id),
      ),
    )
    .orderBy(
      asc(sql`lower(${billingClients.name})`),
      asc(sql`lower(${locations.name})`),
      asc(sql`lower(${assetCategories.name})`),
      asc(reconDifferences.id),
    );

/** Locks a difference of the organisation for a decision; answers its state, or null when there is none. */
export const lockReconDifference = async (
  tx: Tx,
  orgId: number,
  id: number,
): Promise<{ stateId: ReconDifferenceStateId } | null> => {
  const [row] = await tx
    .select({ stateId: reconDifferences.stateId })
    .from(reconDifferences)
    .where(and(eq(reconDifferences.orgId, orgId), eq(reconDifferences.id, id)))
    .for("update");
  return row ?? null;
};

/** Records a decision on a difference (and the work order raised for it, when one was). */
export const decideReconDifference = async (
  tx: Tx,
  orgId: number,
  id: number,
  decision: { stateId: ReconDifferenceStateId; taskId: number | null; byId: number; at: Date },
): Promise<void> => {
  await tx
    .update(reconDifferences)
    .set({
      stateId: decision.stateId,
      taskId: decision.taskId,
      decidedById: decision.byId,
      decidedAt: decision.at,
    })
    .where(and(eq(reconDifferences.orgId, orgId), eq(reconDifferences.id, id)));
};
