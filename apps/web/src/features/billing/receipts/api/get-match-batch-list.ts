import { GetMatchBatchListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST Billing/GetMatchBatchList: one page of the batches of matches. */
export const getMatchBatchList = listPageCall(GetMatchBatchListContract);

export type MatchBatchListRow = Awaited<ReturnType<typeof getMatchBatchList>>["Rows"][number];
