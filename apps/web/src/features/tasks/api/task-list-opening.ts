import type { QueryClient } from "@tanstack/react-query";
import { DateRangeKind, GetTaskListContract, type DateRangeKindValue } from "@fieldstead/domain";
import { prefetchListOpening } from "../../../components/grid/list-opening.ts";

/** Whose tasks the list shows: everyone's the caller may see, their own, or those shared with them. */
export type TaskScope = "All" | "Mine" | "Shared";

/** What the task list asks besides the grid's own query: the scope and the planned-date range. */
export type TaskPageQuery = { Scope: TaskScope; DateRange: DateRangeKindValue };

export const TASK_GRID_ID = "TaskOperations";
export const SCOPE_PARAM = "scope";
export const RANGE_PARAM = "range";
const RANGES: readonly string[] = Object.values(DateRangeKind);

/** The list's scope and range from its address (?scope=mine&range=…); anything unknown is 'All'. */
export const taskPageQueryOf = (params: URLSearchParams): TaskPageQuery => {
  const scopeParam = params.get(SCOPE_PARAM);
  const rangeParam = params.get(RANGE_PARAM) ?? "";
  return {
    Scope: scopeParam === "mine" ? "Mine" : scopeParam === "shared" ? "Shared" : "All",
    DateRange: (RANGES.includes(rangeParam) ? rangeParam : DateRangeKind.all) as DateRangeKindValue,
  };
};

/** Starts the task list's saved views and first rows while its screen loads. */
export const prefetchTaskList = (client: QueryClient, params: URLSearchParams): void =>
  prefetchListOpening(client, {
    gridId: TASK_GRID_ID,
    contract: GetTaskListContract,
    extra: taskPageQueryOf(params),
  });
