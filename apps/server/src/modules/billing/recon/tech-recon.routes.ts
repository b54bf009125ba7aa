import type { FastifyInstance } from "fastify";
import {
  AcceptReconDifferenceContract,
  GetTechReconClientsContract,
  GetTechReconRunContract,
  GetTechReconRunsContract,
  RunTechReconContract,
  VerifyReconDifferenceContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { acceptReconDifference, verifyReconDifference } from "./tech-recon-decisions.service.ts";
import { runTechRecon } from "./tech-recon-run.service.ts";
import { reconClients, reconRunDetail, reconRunList } from "./tech-recon.service.ts";

/**
 * Technical reconciliation (billing/techrecon): runs comparing billed assets with the field, their
 * differences, and the two decisions on a difference (accept it into the next invoice, or verify it on site).
 */
export const techReconRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTechReconRunsContract, async ({ session }) => reconRunList(ctx, session));
  registerContract(app, ctx, GetTechReconRunContract, async ({ query, session }) =>
    reconRunDetail(ctx, session, query.Id),
  );
  registerContract(app, ctx, GetTechReconClientsContract, async ({ session }) => reconClients(ctx, session));
  registerContract(app, ctx, RunTechReconContract, async ({ body, session }) =>
    runTechRecon(ctx, session, body),
  );
  registerContract(app, ctx, AcceptReconDifferenceContract, async ({ body, session }) =>
    acceptReconDifference(ctx, session, body.Id),
  );
  registerContract(app, ctx, VerifyReconDifferenceContract, async ({ body, session }) =>
    verifyReconDifference(ctx, session, body.Id),
  );
};
