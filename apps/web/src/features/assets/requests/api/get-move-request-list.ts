import { GetMoveRequestListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetMoveRequestList: one page of move requests (silent: the grid shows its own loading). */
export const getMoveRequestList = listPageCall(GetMoveRequestListContract);
