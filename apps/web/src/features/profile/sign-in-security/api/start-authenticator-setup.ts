import { useMutation } from "@tanstack/react-query";
import { type AuthenticatorSetupReply, StartAuthenticatorSetupContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Employee/StartAuthenticatorSetup: a new secret, as text and as a QR code. */
export const startAuthenticatorSetup = (): Promise<AuthenticatorSetupReply> =>
  callContract(StartAuthenticatorSetupContract);

export const useStartAuthenticatorSetup = () => useMutation({ mutationFn: startAuthenticatorSetup });
