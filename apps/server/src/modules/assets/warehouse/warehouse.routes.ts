import type { FastifyInstance } from "fastify";
import {
  GetWarehouseMovementsContract,
  GetWarehousesContract,
  GetWarehouseStockContract,
  ScanWarehouseContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { scanWarehouse, warehouseMovementList, warehouses, warehouseStockList } from "./warehouse.service.ts";

/** The warehouse: its stock, its scan log, and scans in and out. */
export const warehouseRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetWarehousesContract, async ({ session }) => warehouses(ctx, session));
  registerContract(app, ctx, GetWarehouseStockContract, async ({ body, session }) =>
    warehouseStockList(ctx, session, body),
  );
  registerContract(app, ctx, GetWarehouseMovementsContract, async ({ body, session }) =>
    warehouseMovementList(ctx, session, body),
  );
  registerContract(app, ctx, ScanWarehouseContract, async ({ body, session }) =>
    scanWarehouse(ctx, session, body),
  );
};
