import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SecondStepStatusReply, RemoveAuthenticatorContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { signInSecurityQueryKey } from "./get-sign-in-security.ts";

/** POST Employee/RemoveAuthenticator: turns the caller's app off after checking their password. */
export const removeAuthenticator = (password: string): Promise<SecondStepStatusReply> =>
  callContract(RemoveAuthenticatorContract, { body: { Password: password } });

export const useRemoveAuthenticator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAuthenticator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInSecurityQueryKey }),
  });
};
