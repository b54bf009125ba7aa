import {
  GetMoveRequestListContract,
  type ListReply,
  type MoveRequestListQuery,
  type MoveRequestListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetMoveRequestList: one page of move requests (silent: the grid shows its own loading). */
export const getMoveRequestList = (query: MoveRequestListQuery): Promise<ListReply<MoveRequestListRow>> =>
  callContract<ListReply<MoveRequestListRow>>(GetMoveRequestListContract, { body: query, isSilent: true });
