import {
  GetManufacturerListContract,
  type ListQuery,
  type ListReply,
  type ManufacturerListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetManufacturerList: a page of the manufacturers. Silent: the grid shows its own loading state. */
export const getManufacturerList = (query: ListQuery): Promise<ListReply<ManufacturerListRow>> =>
  callContract<ListReply<ManufacturerListRow>>(GetManufacturerListContract, { body: query, isSilent: true });
