import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ConfirmAuthenticatorReply, ConfirmAuthenticatorContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { signInSecurityQueryKey } from "./get-sign-in-security.ts";

/** POST Employee/ConfirmAuthenticator: a code from the app confirms it; answers the recovery codes, once. */
export const confirmAuthenticator = (code: string): Promise<ConfirmAuthenticatorReply> =>
  callContract(ConfirmAuthenticatorContract, { body: { Code: code } });

export const useConfirmAuthenticator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthenticator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInSecurityQueryKey }),
  });
};
