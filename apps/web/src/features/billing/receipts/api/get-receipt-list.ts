import { GetReceiptListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST Billing/GetReceiptList: one page of the payments received, with what of each is matched. */
export const getReceiptList = listPageCall(GetReceiptListContract);
