import {
  GetMaterialRequestListContract,
  type ListReply,
  type MaterialRequestListQuery,
  type MaterialRequestListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetMaterialRequestList: one page of material requests (silent, for the grid). */
export const getMaterialRequestList = (
  query: MaterialRequestListQuery,
): Promise<ListReply<MaterialRequestListRow>> =>
  callContract<ListReply<MaterialRequestListRow>>(GetMaterialRequestListContract, {
    body: query,
    isSilent: true,
  });
