import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTaskReviewContract, type TaskReview } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** GET Task/GetTaskReview: a task's review, its steps, and the review and supervision steps the caller may take. */
export const getTaskReview = (id: number): Promise<TaskReview> =>
  callContract(GetTaskReviewContract, { query: { Id: id } });

export const taskReviewQuery = (id: number) =>
  queryOptions({ queryKey: [...TASKS_KEY, "review", id] as const, queryFn: () => getTaskReview(id) });

export const useTaskReview = (id: number, { isEnabled = true } = {}) =>
  useQuery({ ...taskReviewQuery(id), enabled: isEnabled });
