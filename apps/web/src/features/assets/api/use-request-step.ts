import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestStepReply } from "@fieldstead/domain";

/** Runs one step on a request, then reads again everything under `key` (the request, its list, the stock). */
export const useRequestStep = <Body>(
  call: (body: Body) => Promise<RequestStepReply>,
  keys: readonly (readonly string[])[],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
