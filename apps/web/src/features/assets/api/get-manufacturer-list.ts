import { GetManufacturerListContract, type ListQuery, type ManufacturerListRow } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST FixedAsset/GetManufacturerList: a page of the manufacturers. Silent: the grid shows its own loading state. */
export const getManufacturerList = listPageCall<ListQuery, ManufacturerListRow>(GetManufacturerListContract);
