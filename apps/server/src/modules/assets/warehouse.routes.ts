import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";

export const warehouseRoutes = async (_app: FastifyInstance, _ctx: AppContext): Promise<void> => {};
