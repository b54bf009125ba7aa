import { and, eq, inArray, lt, or } from "drizzle-orm";
import {
  ExportJobState,
  ImportPhase,
  type ImportJob,
  type ImportKindId,
  type ImportProblem,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { idIn, lowerIn } from "../../lib/sql-lists.ts";
import {
  assetCategories,
  assets,
  importJobs,
  locations,
  manufacturers,
  parts,
  vendors,
} from "../../db/schema/index.ts";

type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportJobPatch = Partial<
  Pick<
    ImportJobRow,
    "state" | "phase" | "progress" | "totalRows" | "written" | "problems" | "message" | "completedAt"
  >
>;

export const insertImportJob = async (
  db: Db,
  job: { orgId: number; employeeId: number; kind: ImportKindId; fileName: string; createdAt: Date },
): Promise<number> => {
  const [row] = await db
    .insert(importJobs)
    .values({
      ...job,
      state: ExportJobState.InProgress,
      phase: ImportPhase.Reading,
      heartbeatAt: job.createdAt,
    })
    .returning({ id: importJobs.id });
  return row!.id;
};

export const updateImportJob = async (db: Db, id: number, patch: ImportJobPatch): Promise<void> => {
  await db.update(importJobs).set(patch).where(eq(importJobs.id, id));
};

/**
 * Changes a job that is still running, and answers whether it was: a job already finished — or marked failed
 * by another instance that saw its heartbeat stop — is left as it is. Inside the writing transaction this is
 * the commit's check: the row stays locked until the transaction ends, so the sweep that marks jobs failed
 * waits for it and then finds the job finished.
 */
export const updateRunningImportJob = async (
  db: Db | Tx,
  id: number,
  patch: ImportJobPatch,
): Promise<boolean> => {
  const rows = await db
    .update(importJobs)
    .set(patch)
    .where(and(eq(importJobs.id, id), eq(importJobs.state, ExportJobState.InProgress)))
    .returning({ id: importJobs.id });
  return rows.length > 0;
};

/** One job of the caller's (another employee's job, or another organisation's, is not found). */
export const readImportJob = async (
  db: Db,
  owner: { orgId: number; employeeId: number },
  id: number,
): Promise<ImportJob | undefined> => {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(
      and(
        eq(importJobs.id, id),
        eq(importJobs.orgId, owner.orgId),
        eq(importJobs.employeeId, owner.employeeId),
      ),
    );
  if (!row) return undefined;
  return {
    JobId: row.id,
    ImportKind: row.kind,
    FileName: row.fileName,
    State: row.state,
    Phase: row.phase,
    Progress: row.progress,
    TotalRows: row.totalRows,
    Written: row.written,
    Problems: row.problems as ImportProblem[],
    Message: row.message,
    CreatedOn: row.createdAt.toISOString(),
    CompletedOn: row.completedAt?.toISOString() ?? null,
  };
};

export const beatImportJobs = async (db: Db, ids: number[], at: Date): Promise<void> => {
  await db.update(importJobs).set({ heartbeatAt: at }).where(inArray(importJobs.id, ids));
};

/**
 * Jobs a stopped process left running (their heartbeat older than `staleBefore`): they wrote nothing, their
 * transaction never committed.
 */
export const failRunningImportJobs = async (
  db: Db,
  message: string,
  at: Date,
  staleBefore: Date,
): Promise<number> => {
  const rows = await db
    .update(importJobs)
    .set({ state: ExportJobState.Failed, phase: ImportPhase.Done, message, completedAt: at, written: 0 })
    .where(and(eq(importJobs.state, ExportJobState.InProgress), lt(importJobs.heartbeatAt, staleBefore)))
    .returning({ id: importJobs.id });
  return rows.length;
};

const lowered = (names: readonly string[]) => [...new Set(names.map((n) => n.toLowerCase()))];

/** The organisation's parts with these numbers (any case), with their category and manufacturer names. */
export const findPartsByNumber = async (db: Db | Tx, orgId: number, numbers: readonly string[]) => {
  const wanted = lowered(numbers);
  if (wanted.length === 0) return [];
  return db
    .select({
      id: parts.id,
      partNumber: parts.partNumber,
      serialized: parts.serialized,
      category: assetCategories.name,
      manufacturer: manufacturers.name,
    })
    .from(parts)
    .innerJoin(assetCategories, eq(assetCategories.id, parts.categoryId))
    .leftJoin(manufacturers, eq(manufacturers.id, parts.manufacturerId))
    .where(and(eq(parts.orgId, orgId), lowerIn(parts.partNumber, wanted)));
};

/** The organisation's locations whose code or name is one of these (any case). */
export const findLocationsByCodeOrName = async (db: Db | Tx, orgId: number, names: readonly string[]) => {
  const wanted = lowered(names);
  if (wanted.length === 0) return [];
  return db
    .select({ id: locations.id, code: locations.code, name: locations.name })
    .from(locations)
    .where(
      and(eq(locations.orgId, orgId), or(lowerIn(locations.code, wanted), lowerIn(locations.name, wanted))),
    );
};

export const findVendorsByName = async (db: Db | Tx, orgId: number, names: readonly string[]) => {
  const wanted = lowered(names);
  if (wanted.length === 0) return [];
  return db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), lowerIn(vendors.name, wanted)));
};

/** The organisation's assets of these parts whose serial number is one of these (any case). */
export const findAssetsBySerial = async (
  db: Db | Tx,
  orgId: number,
  partIds: readonly number[],
  serials: readonly string[],
) => {
  if (partIds.length === 0 || serials.length === 0) return [];
  return db
    .select({ partId: assets.partId, serialNumber: assets.serialNumber, assetTag: assets.assetTag })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), idIn(assets.partId, partIds), lowerIn(assets.serialNumber, serials)));
};

/** The organisation's stock records (consumables) of these parts at these places. */
export const findStockRecords = async (
  db: Db | Tx,
  orgId: number,
  partIds: readonly number[],
  locationIds: readonly number[],
) => {
  if (partIds.length === 0 || locationIds.length === 0) return [];
  return db
    .select({ partId: assets.partId, locationId: assets.locationId, assetTag: assets.assetTag })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, orgId),
        eq(assets.serialized, false),
        idIn(assets.partId, partIds),
        idIn(assets.locationId, locationIds),
      ),
    );
};
