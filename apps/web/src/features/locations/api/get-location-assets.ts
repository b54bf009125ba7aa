import { GetAssetListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST FixedAsset/GetAssetList with LocationId: the assets standing at one location (silent, like every list). */
export const getLocationAssets = listPageCall(GetAssetListContract);
