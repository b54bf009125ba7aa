import { keepPreviousData } from "@tanstack/react-query";
import { GetErrorLogsContract, type ErrorLogsReply, type GetErrorLogsQuery } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export type ErrorLogsFilters = Partial<Omit<GetErrorLogsQuery, "PageNumber" | "PageSize">> &
  Pick<GetErrorLogsQuery, "PageNumber" | "PageSize">;

export const getErrorLogs = (filters: ErrorLogsFilters): Promise<ErrorLogsReply> =>
  callContract(GetErrorLogsContract, { query: filters });

/** One page of the organisation's client log; the previous page stays on screen while the next loads. */
export const errorLogsQuery = (employeeId: number | undefined, filters: ErrorLogsFilters) => ({
  queryKey: ["error-logs", employeeId, filters],
  queryFn: () => getErrorLogs(filters),
  placeholderData: keepPreviousData,
  staleTime: 0,
});
