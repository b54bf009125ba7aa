import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SetSecondStepReply, SetSecondStepContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { secondStepQueryKey } from "./get-second-step.ts";

/** POST Settings/SetSecondStep: turns the code at sign-in on or off for the organisation. */
export const setSecondStep = (required: boolean): Promise<SetSecondStepReply> =>
  callContract(SetSecondStepContract, { body: { Required: required } });

export const useSetSecondStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSecondStep,
    onSuccess: (reply) => queryClient.setQueryData(secondStepQueryKey, { Required: reply.Required }),
  });
};
