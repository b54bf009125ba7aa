import {
  GetWarehouseStockContract,
  type ListReply,
  type WarehouseStockListQuery,
  type WarehouseStockRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetWarehouseStock: one page of a warehouse's stock per part (silent, for the grid). */
export const getWarehouseStock = (query: WarehouseStockListQuery): Promise<ListReply<WarehouseStockRow>> =>
  callContract<ListReply<WarehouseStockRow>>(GetWarehouseStockContract, { body: query, isSilent: true });
