import type { FastifyInstance } from "fastify";
import { GetLocationListContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { locationList } from "./locations.service.ts";

/** Locations and sites (portal-platform §6). */
export const locationsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLocationListContract, async ({ body, request, reply }) =>
    answerList(reply, () => locationList(ctx, requireSession(request), body)),
  );
};
