import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import { ExportJobState, type ExportJobStateId } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { documents, exportJobs } from "../../db/schema/index.ts";

export type ExportJobRow = {
  id: number;
  orgId: number;
  employeeId: number;
  kind: number;
  format: string;
  request: unknown;
  fileName: string;
  storageKey: string | null;
  state: ExportJobStateId;
  progress: number;
  rowCount: number;
  errorMessage: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

const COLUMNS = {
  id: exportJobs.id,
  orgId: exportJobs.orgId,
  employeeId: exportJobs.employeeId,
  kind: exportJobs.kind,
  format: exportJobs.format,
  request: exportJobs.request,
  fileName: exportJobs.fileName,
  storageKey: exportJobs.storageKey,
  state: exportJobs.state,
  progress: exportJobs.progress,
  rowCount: exportJobs.rowCount,
  errorMessage: exportJobs.errorMessage,
  createdAt: exportJobs.createdAt,
  completedAt: exportJobs.completedAt,
};

export type NewExportJob = {
  orgId: number;
  employeeId: number;
  kind: number;
  format: string;
  request: unknown;
  fileName: string;
  createdAt: Date;
};

export const insertExportJob = async (db: Db, job: NewExportJob): Promise<number> => {
  const [row] = await db
    .insert(exportJobs)
    .values({ ...job, state: ExportJobState.InProgress, progress: 0, heartbeatAt: job.createdAt })
    .returning({ id: exportJobs.id });
  return row!.id;
};

/**
 * Changes a job only while it runs: once it is finished — marked Failed by another instance's sweep, say —
 * nothing may change it again. Answers whether it still ran (and so was changed).
 */
export const updateRunningExportJob = async (
  db: Db,
  id: number,
  changes: Partial<
    Pick<ExportJobRow, "state" | "progress" | "rowCount" | "errorMessage" | "storageKey" | "completedAt">
  >,
): Promise<boolean> =>
  (
    await db
      .update(exportJobs)
      .set(changes)
      .where(and(eq(exportJobs.id, id), eq(exportJobs.state, ExportJobState.InProgress)))
      .returning({ id: exportJobs.id })
  ).length > 0;

/** One of the caller's own jobs, or undefined (another person's or organisation's job is not found). */
export const readOwnExportJob = async (
  db: Db,
  owner: { orgId: number; employeeId: number },
  id: number,
): Promise<ExportJobRow | undefined> =>
  (
    await db
      .select(COLUMNS)
      .from(exportJobs)
      .where(
        and(
          eq(exportJobs.id, id),
          eq(exportJobs.orgId, owner.orgId),
          eq(exportJobs.employeeId, owner.employeeId),
        ),
      )
  )[0];

/** The caller's jobs, newest first. */
export const listOwnExportJobs = (
  db: Db,
  owner: { orgId: number; employeeId: number },
  limit: number,
): Promise<ExportJobRow[]> =>
  db
    .select(COLUMNS)
    .from(exportJobs)
    .where(and(eq(exportJobs.orgId, owner.orgId), eq(exportJobs.employeeId, owner.employeeId)))
    .orderBy(desc(exportJobs.id))
    .limit(limit);

export const deleteExportJob = async (db: Db, id: number): Promise<void> => {
  await db.delete(exportJobs).where(eq(exportJobs.id, id));
};

export const beatExportJobs = async (db: Db, ids: number[], at: Date): Promise<void> => {
  await db.update(exportJobs).set({ heartbeatAt: at }).where(inArray(exportJobs.id, ids));
};

/** Jobs a stopped server left running (their heartbeat older than `staleBefore`): they can never finish now. */
export const failUnfinishedJobs = async (
  db: Db,
  message: string,
  at: Date,
  staleBefore: Date,
): Promise<number> =>
  (
    await db
      .update(exportJobs)
      .set({ state: ExportJobState.Failed, errorMessage: message, completedAt: at })
      .where(and(eq(exportJobs.state, ExportJobState.InProgress), lt(exportJobs.heartbeatAt, staleBefore)))
      .returning({ id: exportJobs.id })
  ).length;

/** The files of one record (its pictures and documents), oldest first. */
export const readRecordFiles = (
  db: Db,
  orgId: number,
  entityType: string,
  entityId: number,
): Promise<{ fileName: string; storageKey: string }[]> =>
  db
    .select({ fileName: documents.fileName, storageKey: documents.filePath })
    .from(documents)
    .where(
      and(eq(documents.orgId, orgId), eq(documents.entityType, entityType), eq(documents.entityId, entityId)),
    )
    .orderBy(asc(documents.id));
