import {
  ScanWarehouseContract,
  type ScanWarehouseReply,
  type ScanWarehouseRequest,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/ScanWarehouse: one scan in or out (silent: the scan panel shows its own progress). */
export const scanWarehouse = (body: ScanWarehouseRequest): Promise<ScanWarehouseReply> =>
  callContract(ScanWarehouseContract, { body, isSilent: true });
