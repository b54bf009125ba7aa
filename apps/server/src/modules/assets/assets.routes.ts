import type { FastifyInstance } from "fastify";
import { GetAssetListContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { assetList } from "./assets.service.ts";

/** Fixed assets (portal-platform §6). */
export const assetsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetAssetListContract, async ({ body, request, reply }) =>
    answerList(reply, () => assetList(ctx, requireSession(request), body)),
  );
};
