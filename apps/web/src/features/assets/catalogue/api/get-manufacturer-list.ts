import { GetManufacturerListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetManufacturerList: a page of the manufacturers. Silent: the grid shows its own loading state. */
export const getManufacturerList = listPageCall(GetManufacturerListContract);
