import { GetWarehouseStockContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetWarehouseStock: one page of a warehouse's stock per part (silent, for the grid). */
export const getWarehouseStock = listPageCall(GetWarehouseStockContract);
