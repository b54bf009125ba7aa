import {
  CreateMaterialRequestContract,
  type CreateMaterialRequest,
  type CreateRequestReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { MATERIAL_REQUESTS_KEY } from "./request-keys.ts";

/** POST FixedAsset/CreateMaterialRequest: asks for parts to be delivered to a location. */
export const createMaterialRequest = (body: CreateMaterialRequest): Promise<CreateRequestReply> =>
  callContract(CreateMaterialRequestContract, { body });

export const useCreateMaterialRequest = () =>
  useInvalidatingMutation(createMaterialRequest, [MATERIAL_REQUESTS_KEY]);
