import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetMaterialRequestContract, type MaterialRequestDetails } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { MATERIAL_REQUESTS_KEY } from "./request-keys.ts";

/** GET FixedAsset/GetMaterialRequest: one request with its items, timeline and the caller's steps. */
export const getMaterialRequest = (id: number): Promise<MaterialRequestDetails> =>
  callContract(GetMaterialRequestContract, { query: { Id: id } });

export const materialRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...MATERIAL_REQUESTS_KEY, "detail", id] as const,
    queryFn: () => getMaterialRequest(id),
  });

export const useMaterialRequest = (id: number | null) =>
  useQuery({ ...materialRequestQuery(id ?? 0), enabled: id !== null });
