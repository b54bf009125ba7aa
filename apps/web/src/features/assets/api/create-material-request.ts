import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CreateMaterialRequestContract,
  type CreateMaterialRequest,
  type CreateRequestReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { MATERIAL_REQUESTS_KEY } from "./request-keys.ts";

/** POST FixedAsset/CreateMaterialRequest: asks for parts to be delivered to a location. */
export const createMaterialRequest = (body: CreateMaterialRequest): Promise<CreateRequestReply> =>
  callContract<CreateRequestReply>(CreateMaterialRequestContract, { body });

export const useCreateMaterialRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterialRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MATERIAL_REQUESTS_KEY }),
  });
};
