import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetRecurrenceSeriesContract, type RecurrenceSeries } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** GET Task/GetRecurrenceSeries: the occurrences of the recurring series a task belongs to. */
export const getRecurrenceSeries = (id: number): Promise<RecurrenceSeries> =>
  callContract(GetRecurrenceSeriesContract, { query: { Id: id }, isSilent: true });

export const recurrenceSeriesQuery = (id: number) =>
  queryOptions({
    queryKey: [...TASKS_KEY, "recurrence-series", id] as const,
    queryFn: () => getRecurrenceSeries(id),
  });

export const useRecurrenceSeries = (id: number) => useQuery(recurrenceSeriesQuery(id));
