import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { assetsRoutes } from "./assets.routes.ts";
import { assetCatalogueRoutes } from "./catalogue/asset-catalogue.routes.ts";
import { assetMovesRoutes } from "./requests/asset-moves.routes.ts";
import { materialRequestsRoutes } from "./requests/material-requests.routes.ts";
import { warehouseRoutes } from "./warehouse/warehouse.routes.ts";

/** The front door of the assets module: fixed assets, their catalogue, moves, material requests and the warehouse. `app.ts` registers it. */
export const assetsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await assetsRoutes(app, ctx);
  await assetCatalogueRoutes(app, ctx);
  await assetMovesRoutes(app, ctx);
  await materialRequestsRoutes(app, ctx);
  await warehouseRoutes(app, ctx);
};
