import { GetBatchListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST Billing/GetBatchList: one page of the invoicing batches, for the grid. */
export const getBatchList = listPageCall(GetBatchListContract);
