import { GetApprovalQueueContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Task/GetApprovalQueue: one page of the review steps the caller reviews, or asked for, by tab. */
export const getApprovalQueue = listPageCall(GetApprovalQueueContract);
