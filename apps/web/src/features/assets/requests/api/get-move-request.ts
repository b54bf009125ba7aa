import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetMoveRequestContract, type MoveRequestDetails } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { MOVE_REQUESTS_KEY } from "./request-keys.ts";

/** GET FixedAsset/GetMoveRequest: one request with its assets, timeline and the caller's steps. */
export const getMoveRequest = (id: number): Promise<MoveRequestDetails> =>
  callContract(GetMoveRequestContract, { query: { Id: id } });

export const moveRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...MOVE_REQUESTS_KEY, "detail", id] as const,
    queryFn: () => getMoveRequest(id),
  });

export const useMoveRequest = (id: number | null) =>
  useQuery({ ...moveRequestQuery(id ?? 0), enabled: id !== null });
