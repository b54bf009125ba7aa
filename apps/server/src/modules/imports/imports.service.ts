import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import {
  AccessRightType,
  IMPORT_MODULES,
  ImportKind,
  type ImportJob,
  type ImportKindId,
  type StartImportReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { leftoverCutoff } from "../../lib/job-heartbeat.ts";
import { AppError, invalidField, refusedFile } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { checkContent } from "../documents/media-content.check.ts";
import { receiveFiles } from "../documents/media-upload.reader.ts";
import { runImportJob } from "./import-job.runner.ts";
import type { ImportFormat } from "./import-file.reader.ts";
import { failRunningImportJobs, insertImportJob, readImportJob } from "./imports.repository.ts";

const FORMATS: readonly ImportFormat[] = ["xlsx", "csv"];
const KIND_NAMES: Readonly<Record<ImportKindId, string>> = {
  [ImportKind.Locations]: "Importing locations needs the right to bulk-create locations.",
  [ImportKind.Assets]: "Importing assets needs the right to bulk-create assets.",
  [ImportKind.Tasks]: "Importing work orders needs the right to bulk-create tasks.",
  [ImportKind.Leases]: "Importing leases needs the right to change leases.",
  [ImportKind.ChargeCodes]: "Importing charge codes needs the right to change billing.",
};
export const INTERRUPTED_MESSAGE =
  "The server stopped while this import ran; nothing was imported. Start it again.";

/** Imports running in this process, so closing the server waits for them instead of cutting them off. */
const running = new Set<Promise<void>>();
export const runningImports = (): Promise<unknown> => Promise.allSettled([...running]);
/** The ids of the imports running in this process (their heartbeat is kept). */
const runningIds = new Set<number>();
export const runningImportIds = (): number[] => [...runningIds];

/** The kind's bulk-create right at read-write (IMPORT_MODULES), else 403. */
export const requireImportRight = async (ctx: AppContext, session: ActiveSession, kind: ImportKindId) => {
  const { moduleId, parentId } = IMPORT_MODULES[kind];
  const allowed = await ctx.permissions.roleAllows(session.orgId, session.roleId, {
    kind: "module",
    moduleId,
    parentId,
    level: AccessRightType.ReadWrite,
  });
  if (!allowed) throw new AppError("FORBIDDEN", { message: KIND_NAMES[kind] });
};

/** The one file of the request, refused (400) unless it is an .xlsx or .csv whose bytes say so. */
const receiveImportFile = async (request: FastifyRequest, dir: string) => {
  const received = await receiveFiles(request, dir, FORMATS);
  if (received.refusals.length > 0) throw refusedFile("File", received.refusals.join(" "));
  if (received.tooLarge.length > 0) throw refusedFile("File", received.tooLarge.join(" "));
  if (received.files.length !== 1)
    throw invalidField(
      "File",
      received.files.length === 0 ? "Choose an .xlsx or .csv file." : "Send one file.",
    );
  const file = received.files[0]!;
  const refusal = await checkContent(file.tmpPath, file.extension);
  if (refusal) throw invalidField("File", `'${file.fileName}' was refused: ${refusal}.`);
  return { ...file, format: file.extension as ImportFormat };
};

/**
 * Takes the file, records the job (InProgress, Reading) and answers at once; the import runs on in this
 * process and the caller follows it with GetImportJob.
 */
export const startImport = async (
  ctx: AppContext,
  session: ActiveSession,
  request: FastifyRequest,
  kind: ImportKindId,
): Promise<StartImportReply> => {
  await requireImportRight(ctx, session, kind);
  const dir = await mkdtemp(join(tmpdir(), "fs-import-"));
  let jobId: number;
  let file: Awaited<ReturnType<typeof receiveImportFile>>;
  try {
    file = await receiveImportFile(request, dir);
    jobId = await insertImportJob(ctx.db, {
      orgId: session.orgId,
      employeeId: session.employeeId,
      kind,
      fileName: file.fileName,
      createdAt: ctx.now(),
    });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const run = runImportJob(ctx, session, { jobId, kind, path: file.tmpPath, format: file.format }).finally(
    () => rm(dir, { recursive: true, force: true }),
  );
  running.add(run);
  runningIds.add(jobId);
  void run.finally(() => {
    running.delete(run);
    runningIds.delete(jobId);
  });
  return { StatusCode: 0, StatusMessage: "The import has started.", JobId: jobId };
};

export const getImportJob = async (
  ctx: AppContext,
  session: ActiveSession,
  jobId: number,
): Promise<ImportJob> => {
  const job = await readImportJob(ctx.db, session, jobId);
  if (!job) throw new AppError("NOT_FOUND", { message: "There is no such import of yours." });
  return job;
};

/** An import a stopped process left running (heartbeat older than `staleBefore`) wrote nothing, and says so. */
export const failInterruptedImports = (
  ctx: AppContext,
  staleBefore: Date = leftoverCutoff(false, ctx.now()),
): Promise<number> => failRunningImportJobs(ctx.db, INTERRUPTED_MESSAGE, ctx.now(), staleBefore);
