import type { FastifyInstance, FastifyReply } from "fastify";
import {
  DeleteExportJobContract,
  DownloadExportContract,
  GetExportJobsContract,
  StartExportContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { createExportQueue } from "./export-queue.ts";
import { beatExportJobs } from "./exports.repository.ts";
import { leftoverCutoff, startJobHeartbeat } from "../../lib/job-heartbeat.ts";
import {
  downloadCentre,
  downloadExport,
  recoverExportJobs,
  removeExportJob,
  startExport,
  type ExportFile,
} from "./exports.service.ts";

/** At most this many background exports run at once in one server process. */
const QUEUE_CONCURRENCY = 2;

const sendFile = (reply: FastifyReply, file: ExportFile) => {
  reply.raw.once("close", () => void file.done());
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .send(file.body);
};

/** Exports (portal-platform §9): instant files, background jobs, and the download centre. */
export const exportsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const recovered = await recoverExportJobs(ctx, leftoverCutoff(Boolean(ctx.config.databaseUrl), ctx.now()));
  if (recovered > 0)
    ctx.logger.warn({ recovered }, "export jobs left running by a stopped server marked failed");
  const heartbeat = startJobHeartbeat({
    name: "export",
    logger: ctx.logger,
    now: ctx.now,
    beat: (ids, at) => beatExportJobs(ctx.db, ids, at),
    failStale: (staleBefore) => recoverExportJobs(ctx, staleBefore),
  });
  const queue = createExportQueue(QUEUE_CONCURRENCY, heartbeat);
  // Background exports finish before anything they use closes: the worker threads that render them close in
  // an onClose hook, and onClose hooks run in the reverse of their order, so the wait comes before all of them.
  app.addHook("preClose", async () => {
    heartbeat.stop();
    await queue.idle();
  });

  registerContract(app, ctx, StartExportContract, async ({ body, session, reply }) => {
    const outcome = await startExport(ctx, queue, session, body);
    return outcome.kind === "file" ? sendFile(reply, outcome.file) : outcome.reply;
  });
  registerContract(app, ctx, GetExportJobsContract, async ({ session }) => downloadCentre(ctx, session));
  registerContract(app, ctx, DownloadExportContract, async ({ query, session, reply }) =>
    sendFile(reply, await downloadExport(ctx, session, query.JobId)),
  );
  registerContract(app, ctx, DeleteExportJobContract, async ({ body, session }) =>
    removeExportJob(ctx, session, body.JobId),
  );
};
