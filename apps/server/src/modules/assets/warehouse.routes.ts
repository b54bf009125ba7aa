import type { FastifyInstance } from "fastify";
import {
  GetWarehouseMovementsContract,
  GetWarehousesContract,
  GetWarehouseStockContract,
  ScanWarehouseContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { scanWarehouse, warehouseMovementList, warehouses, warehouseStockList } from "./warehouse.service.ts";

/** The warehouse: its stock, its scan log, and scans in and out. */
export const warehouseRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetWarehousesContract, async ({ request }) =>
    warehouses(ctx, requireSession(request)),
  );
  registerContract(app, ctx, GetWarehouseStockContract, async ({ body, request, reply }) =>
    answerList(reply, () => warehouseStockList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetWarehouseMovementsContract, async ({ body, request, reply }) =>
    answerList(reply, () => warehouseMovementList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, ScanWarehouseContract, async ({ body, request }) =>
    scanWarehouse(ctx, requireSession(request), body),
  );
};
