import type { FastifyInstance } from "fastify";
import { GetEmbeddedDashboardContract } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { embeddedDashboard } from "./embed-dashboard.service.ts";
import { embedTokensFor } from "./embed-tokens.ts";

/** Embed/GetDashboard: public, the signed token is the credential. */
export const embedDashboardRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  // The key is read (or made) at start, so every instance has it before the first link is asked for.
  await embedTokensFor(ctx);
  registerContract(app, ctx, GetEmbeddedDashboardContract, async ({ body }) =>
    embeddedDashboard(ctx, body.Token),
  );
};
