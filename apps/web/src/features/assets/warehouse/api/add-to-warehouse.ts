import {
  AddToWarehouseContract,
  type AddToWarehouseReply,
  type AddToWarehouseRequest,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { WAREHOUSE_KEY } from "../../requests/api/request-keys.ts";

/** POST FixedAsset/AddToWarehouse: new units of a part received into a warehouse. */
export const addToWarehouse = (body: AddToWarehouseRequest): Promise<AddToWarehouseReply> =>
  callContract(AddToWarehouseContract, { body });

export const useAddToWarehouse = () => useInvalidatingMutation(addToWarehouse, [WAREHOUSE_KEY]);
