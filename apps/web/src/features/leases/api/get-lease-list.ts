import { GetLeaseListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Lease/GetLeaseList: one page of the organisation's leases, for the register. */
export const getLeaseList = listPageCall(GetLeaseListContract);
