import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SetTransitionContract, type SetTransitionInput, type TransitionMatrix } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { toggledMatrix } from "../transition-matrix.view.ts";
import { transitionMatrixQuery } from "./get-transition-matrix.ts";

/** POST TaskConfiguration/SetTransition: answers the task type's new matrix. */
export const setTransition = (body: SetTransitionInput): Promise<TransitionMatrix> =>
  callContract(SetTransitionContract, { body });

export type UseSetTransitionOptions = {
  /** Called with the server's message when the change was refused (the switch is already back). */
  onRefused: (message: string) => void;
};

/**
 * A switch of the matrix: shown at once, then replaced by the server's matrix; on a refusal the matrix as it
 * was before comes back.
 */
export const useSetTransition = ({ onRefused }: UseSetTransitionOptions) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTransition,
    onMutate: async (toggle) => {
      const { queryKey } = transitionMatrixQuery(toggle.TaskTypeId);
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (before) client.setQueryData(queryKey, toggledMatrix(before, toggle));
      return { before };
    },
    onSuccess: (matrix, toggle) =>
      client.setQueryData(transitionMatrixQuery(toggle.TaskTypeId).queryKey, matrix),
    onError: (error, toggle, context) => {
      if (context?.before)
        client.setQueryData(transitionMatrixQuery(toggle.TaskTypeId).queryKey, context.before);
      onRefused(error.message);
    },
  });
};
