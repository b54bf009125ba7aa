import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  GetTaskFieldAccessContract,
  GetTaskForEditContract,
  type TaskEditView,
  type TaskFieldAccess,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { TASKS_KEY } from "./task-keys.ts";

/** GET Task/GetTaskForEdit: the fields the caller sees, and their access to each. */
export const getTaskForEdit = (id: number): Promise<TaskEditView> =>
  callContract(GetTaskForEditContract, { query: { Id: id } });

export const taskForEditQuery = (id: number) =>
  queryOptions({ queryKey: [...TASKS_KEY, "edit", id] as const, queryFn: () => getTaskForEdit(id) });

/**
 * A form opening reads afresh (what the caller may change holds from their next call): the answer counts only
 * once read after the form's loader mounted.
 */
export const useFreshTaskForEdit = (id: number) => {
  const query = useQuery({ ...taskForEditQuery(id), refetchOnMount: "always" });
  return { ...query, data: query.isFetchedAfterMount ? query.data : undefined };
};

/** GET Task/GetFieldAccess: the caller's access to each field, for a new task. */
export const getTaskFieldAccess = (): Promise<TaskFieldAccess> => callContract(GetTaskFieldAccessContract);

export const useFreshTaskFieldAccess = () => {
  const query = useQuery({
    queryKey: [...TASKS_KEY, "field-access"] as const,
    queryFn: getTaskFieldAccess,
    refetchOnMount: "always",
  });
  return { ...query, data: query.isFetchedAfterMount ? query.data : undefined };
};
