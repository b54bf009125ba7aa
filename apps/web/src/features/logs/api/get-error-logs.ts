import { keepPreviousData } from "@tanstack/react-query";
import type { ErrorLogsReply, GetErrorLogsQuery } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

export type ErrorLogsFilters = Partial<Omit<GetErrorLogsQuery, "PageNumber" | "PageSize">> &
  Pick<GetErrorLogsQuery, "PageNumber" | "PageSize">;

/** The query string of Logs/GetErrorLogs, without the filters that are not set. */
export const errorLogsSearch = (filters: ErrorLogsFilters): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
};

export const getErrorLogs = (filters: ErrorLogsFilters): Promise<ErrorLogsReply> =>
  apiFetch<ErrorLogsReply>(`/Logs/GetErrorLogs?${errorLogsSearch(filters)}`);

/** One page of the organisation's client log; the previous page stays on screen while the next loads. */
export const errorLogsQuery = (employeeId: number | undefined, filters: ErrorLogsFilters) => ({
  queryKey: ["error-logs", employeeId, filters],
  queryFn: () => getErrorLogs(filters),
  placeholderData: keepPreviousData,
  staleTime: 0,
});
