import { GetPartConfigurationListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetPartConfigurationList (API version 2): a page of the parts configuration. Silent: the grid shows its own loading state. */
export const getPartList = listPageCall(GetPartConfigurationListContract);
