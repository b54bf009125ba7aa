import { useQuery, useQueryClient } from "@tanstack/react-query";
import { WORK_ORDER_TYPE_LABELS, WorkOrderType } from "@fieldstead/domain";
import {
  getTransitionMatrix,
  TRANSITION_MATRIX_KEY,
  transitionMatrixQuery,
} from "../api/get-transition-matrix.ts";

/** The task types in the spec's order, with their names (portal-platform §3.7). */
export const TASK_TYPE_OPTIONS = Object.values(WorkOrderType).map((id) => ({
  id,
  name: WORK_ORDER_TYPE_LABELS[id],
}));

/**
 * The task type the editor opens on: the first one that has transition rows. Types are read one after another
 * and stop at the first with rows; each matrix read stays in the cache, so showing it costs no second call.
 */
export const useDefaultTaskType = (isNeeded: boolean) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...TRANSITION_MATRIX_KEY, "first-with-rows"] as const,
    enabled: isNeeded,
    staleTime: Infinity,
    queryFn: async (): Promise<number> => {
      for (const { id } of TASK_TYPE_OPTIONS) {
        const matrix = await getTransitionMatrix(id);
        client.setQueryData(transitionMatrixQuery(id).queryKey, matrix);
        if (matrix.Rows.length > 0) return id;
      }
      return TASK_TYPE_OPTIONS[0]!.id;
    },
  });
};
