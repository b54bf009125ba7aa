import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";

export const assetMovesRoutes = async (_app: FastifyInstance, _ctx: AppContext): Promise<void> => {};
