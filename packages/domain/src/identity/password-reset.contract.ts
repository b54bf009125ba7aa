import { defineContract } from "../shared/contract.ts";
import {
  DecipherResetTokenQuerySchema,
  DecipherResetTokenReplySchema,
  ForgotPasswordReplySchema,
  ForgotPasswordRequestSchema,
  ResetPasswordReplySchema,
  ResetPasswordRequestSchema,
  ValidateResetLinkQuerySchema,
  ValidateResetLinkReplySchema,
} from "./password-reset.schemas.ts";

/** Asking for a reset link: the same answer, in the same time, whether an account exists for the e-mail or not. */
export const ChangePasswordWithEmailLinkContract = defineContract({
  method: "POST",
  path: "/Login/ChangePasswordWithEmailLink",
  summary:
    "Send a password-reset link to the e-mail's account, if there is one. The answer is the same either way; 3 requests an hour per e-mail, 20 per client address (429 with Retry-After).",
  tag: "Login",
  access: { kind: "public" },
  body: ForgotPasswordRequestSchema,
  reply: ForgotPasswordReplySchema,
});

export const ValidateResetPasswordLinkContract = defineContract({
  method: "GET",
  path: "/Login/ValidateResetPasswordLink",
  summary: "Whether a reset link still works, and if not why: used, expired or not valid.",
  tag: "Login",
  access: { kind: "public" },
  query: ValidateResetLinkQuerySchema,
  reply: ValidateResetLinkReplySchema,
});

export const DecipherResetTokenContract = defineContract({
  method: "GET",
  path: "/Login/DecipherResetToken",
  summary: "The e-mail and name a working reset link is for (400 for a link that does not work).",
  tag: "Login",
  access: { kind: "public" },
  query: DecipherResetTokenQuerySchema,
  reply: DecipherResetTokenReplySchema,
});

export const ResetPasswordContract = defineContract({
  method: "POST",
  path: "/Login/ResetPassword",
  summary:
    "Set a new password through a reset link: the password policy applies, the link works once, and every session of the person ends.",
  tag: "Login",
  access: { kind: "public" },
  body: ResetPasswordRequestSchema,
  reply: ResetPasswordReplySchema,
});
