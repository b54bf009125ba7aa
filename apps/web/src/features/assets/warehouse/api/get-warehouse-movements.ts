import { GetWarehouseMovementsContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetWarehouseMovements: one page of the scan log, newest first (silent, for the grid). */
export const getWarehouseMovements = listPageCall(GetWarehouseMovementsContract);
