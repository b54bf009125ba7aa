import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTransitionMatrixContract, type TransitionMatrix } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** Everything the transition rules editor reads starts with this key. */
export const TRANSITION_MATRIX_KEY = ["task-configuration", "transition-matrix"] as const;

/** GET TaskConfiguration/GetTransitionMatrix: a task type's transitions by role, 'All Access' first. */
export const getTransitionMatrix = (taskTypeId: number): Promise<TransitionMatrix> =>
  callContract(GetTransitionMatrixContract, { query: { TaskTypeId: taskTypeId } });

export const transitionMatrixQuery = (taskTypeId: number) =>
  queryOptions({
    queryKey: [...TRANSITION_MATRIX_KEY, taskTypeId] as const,
    queryFn: () => getTransitionMatrix(taskTypeId),
  });

export const useTransitionMatrix = (taskTypeId: number | null) =>
  useQuery({ ...transitionMatrixQuery(taskTypeId ?? 0), enabled: taskTypeId !== null });
