import type { FastifyInstance } from "fastify";
import { GetImportJobContract, GetImportTemplateContract, StartImportContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { importTemplate, TEMPLATE_FILE_NAMES } from "./import-template.ts";
import {
  failInterruptedImports,
  getImportJob,
  requireImportRight,
  runningImportIds,
  runningImports,
  startImport,
} from "./imports.service.ts";
import { beatImportJobs } from "./imports.repository.ts";
import { leftoverCutoff, startJobHeartbeat } from "../../lib/job-heartbeat.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const importsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const failed = await failInterruptedImports(
    ctx,
    leftoverCutoff(Boolean(ctx.config.databaseUrl), ctx.now()),
  );
  if (failed > 0) ctx.logger.warn({ failed }, "imports left running by the last process marked failed");
  const heartbeat = startJobHeartbeat({
    name: "import",
    logger: ctx.logger,
    running: runningImportIds,
    now: ctx.now,
    beat: (ids, at) => beatImportJobs(ctx.db, ids, at),
    failStale: (staleBefore) => failInterruptedImports(ctx, staleBefore),
  });
  // Before any onClose hook (the worker pool closes in one): running imports end first, beating meanwhile.
  app.addHook("preClose", async () => {
    await runningImports();
    heartbeat.stop();
  });

  registerContract(app, ctx, StartImportContract, async ({ query, session, request }) =>
    startImport(ctx, session, request, query.ImportKind),
  );
  registerContract(app, ctx, GetImportJobContract, async ({ query, session }) =>
    getImportJob(ctx, session, query.JobId),
  );
  registerContract(app, ctx, GetImportTemplateContract, async ({ query, session, reply }) => {
    await requireImportRight(ctx, session, query.ImportKind);
    return reply
      .header("content-type", XLSX_TYPE)
      .header("content-disposition", `attachment; filename="${TEMPLATE_FILE_NAMES[query.ImportKind]}"`)
      .send(await importTemplate(query.ImportKind));
  });
};
