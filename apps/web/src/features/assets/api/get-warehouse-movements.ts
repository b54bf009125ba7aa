import {
  GetWarehouseMovementsContract,
  type ListReply,
  type WarehouseMovementListQuery,
  type WarehouseMovementRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetWarehouseMovements: one page of the scan log, newest first (silent, for the grid). */
export const getWarehouseMovements = (
  query: WarehouseMovementListQuery,
): Promise<ListReply<WarehouseMovementRow>> =>
  callContract<ListReply<WarehouseMovementRow>>(GetWarehouseMovementsContract, {
    body: query,
    isSilent: true,
  });
