import { GetMaterialRequestListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetMaterialRequestList: one page of material requests (silent, for the grid). */
export const getMaterialRequestList = listPageCall(GetMaterialRequestListContract);
