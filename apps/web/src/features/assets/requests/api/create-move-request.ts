import {
  CreateMoveRequestContract,
  type CreateMoveRequest,
  type CreateRequestReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { ASSETS_KEY } from "../../api/asset-keys.ts";
import { MOVE_REQUESTS_KEY } from "./request-keys.ts";

/** POST FixedAsset/CreateMoveRequest: asks for the assets to move (awaiting approval). */
export const createMoveRequest = (body: CreateMoveRequest): Promise<CreateRequestReply> =>
  callContract(CreateMoveRequestContract, { body });

export const useCreateMoveRequest = () =>
  useInvalidatingMutation(createMoveRequest, [MOVE_REQUESTS_KEY, ASSETS_KEY]);
