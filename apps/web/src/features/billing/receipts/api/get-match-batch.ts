import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetMatchBatchContract, type MatchBatchDetail } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { receiptKeys } from "./receipt-keys.ts";

/** GET Billing/GetMatchBatch: one batch of matches, its history and the moves this person may take. */
export const getMatchBatch = (id: number): Promise<MatchBatchDetail> =>
  callContract(GetMatchBatchContract, { query: { Id: id } });

export const matchBatchQuery = (id: number) =>
  queryOptions({ queryKey: receiptKeys.matchBatch(id), queryFn: () => getMatchBatch(id) });

export const useMatchBatch = (id: number | null) =>
  useQuery({ ...matchBatchQuery(id ?? 0), enabled: id !== null });
