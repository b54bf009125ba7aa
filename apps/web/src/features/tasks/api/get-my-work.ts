import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  isOpenTaskStatus,
  TaskStatus,
  wallClockOf,
  type ColumnFilter,
  type ListReply,
  type ListSort,
  type TaskListRow,
} from "@fieldstead/domain";
import { getTaskList } from "./get-task-list.ts";
import { TASKS_KEY } from "./task-keys.ts";

/** The caller's open work orders in three parts: overdue, planned for today, and the others. */
export type MyWork = {
  overdue: ListReply<TaskListRow>;
  today: ListReply<TaskListRow>;
  others: ListReply<TaskListRow>;
};

const OPEN_STATUSES = Object.values(TaskStatus).filter(isOpenTaskStatus);
const BY_PLANNED: ListSort[] = [{ colId: "PlannedDate", sort: "asc" }];
/** The task list's Urgency: 0 overdue, 1 open (and not overdue). */
const urgency = (value: 0 | 1): ColumnFilter => ({ filterType: "number", type: "equals", filter: value });

/** Today's date in the display time zone, 'YYYY-MM-DD' (the list's day filters read days there). */
export const displayToday = (now: Date): string => wallClockOf(now).toISOString().slice(0, 10);

const mine = (filters: Record<string, ColumnFilter>, pageSize: number) =>
  getTaskList({
    Scope: "Mine",
    DateRange: "all",
    StartRow: 0,
    PageSize: pageSize,
    After: null,
    SortModel: BY_PLANNED,
    FilterModel: filters,
    Search: null,
  });

/** Three calls of the one task list, each narrowed to the caller's own (Scope 'Mine'). */
export const getMyWork = async (now: Date, pageSize: number): Promise<MyWork> => {
  const [overdue, today, others] = await Promise.all([
    mine({ Urgency: urgency(0) }, pageSize),
    mine(
      {
        PlannedDate: { filterType: "date", type: "equals", dateFrom: displayToday(now) },
        StatusId: { filterType: "set", values: OPEN_STATUSES },
      },
      pageSize,
    ),
    mine({ Urgency: urgency(1) }, pageSize),
  ]);
  return { overdue, today, others };
};

export const myWorkQuery = (employeeId: number | undefined, pageSize: number) =>
  queryOptions({
    queryKey: [...TASKS_KEY, "my-work", employeeId, pageSize] as const,
    queryFn: () => getMyWork(new Date(), pageSize),
    // Fresh for a while: a status move refreshes every task read (TASKS_KEY) anyway.
    staleTime: 30_000,
  });

export const useMyWork = (employeeId: number | undefined, pageSize: number, isEnabled: boolean) =>
  useQuery({ ...myWorkQuery(employeeId, pageSize), enabled: isEnabled && employeeId !== undefined });
