import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetAgingReportContract, type AgingReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { receiptKeys } from "./receipt-keys.ts";

/** GET Billing/GetAgingReport: what clients still owe on numbered invoices on a day, by days past due. */
export const getAgingReport = (asOf: string): Promise<AgingReply> =>
  callContract(GetAgingReportContract, { query: { AsOf: asOf } });

export const agingReportQuery = (asOf: string) =>
  queryOptions({ queryKey: receiptKeys.aging(asOf), queryFn: () => getAgingReport(asOf) });

export const useAgingReport = (asOf: string | null) =>
  useQuery({ ...agingReportQuery(asOf ?? ""), enabled: asOf !== null });
