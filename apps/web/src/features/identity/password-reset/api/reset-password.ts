import { useMutation } from "@tanstack/react-query";
import {
  ResetPasswordContract,
  type ResetPasswordReply,
  type ResetPasswordRequest,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Login/ResetPassword: the new password through the link; every session of the person ends. */
export const resetPassword = (body: ResetPasswordRequest): Promise<ResetPasswordReply> =>
  callContract(ResetPasswordContract, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
