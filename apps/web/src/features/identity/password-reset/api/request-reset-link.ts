import { useMutation } from "@tanstack/react-query";
import { ChangePasswordWithEmailLinkContract, type ForgotPasswordReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Login/ChangePasswordWithEmailLink: the same answer whether an account has the e-mail or not. */
export const requestResetLink = (email: string): Promise<ForgotPasswordReply> =>
  callContract(ChangePasswordWithEmailLinkContract, { body: { Email: email } });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
