import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetClientListContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { billingReportKeys } from "./billing-report-keys.ts";

/**
 * POST Billing/GetClientList filtered to one Id: the name of the client a report's parameters name (an address
 * or a saved definition carries the client's id only). Null when no such client is listed.
 */
export const getReportClientName = async (id: number): Promise<string | null> => {
  const reply = await callContract(GetClientListContract, {
    body: {
      StartRow: 0,
      PageSize: 1,
      SortModel: [],
      FilterModel: { Id: { filterType: "number", type: "equals", filter: id } },
    },
    isSilent: true,
  });
  return reply.Rows[0]?.Name ?? null;
};

export const reportClientNameQuery = (id: number) =>
  queryOptions({
    queryKey: billingReportKeys.client(id),
    queryFn: () => getReportClientName(id),
    staleTime: 5 * 60_000,
  });

/** The name of the client with this id; nothing is asked for none. */
export const useReportClientName = (id: number | null) =>
  useQuery({ ...reportClientNameQuery(id ?? 0), enabled: id !== null });
