import { z } from "zod";
import { EmailSchema, NewPasswordSchema, requiredText } from "../auth/auth.schemas.ts";
import { ResetLinkProblem } from "./password-reset.messages.ts";

/** A reset link's token as it travels: 32 random bytes in base64url (43 characters); longer is never one. */
const TokenSchema = z
  .string({ error: (issue) => requiredText(issue.input) })
  .trim()
  .min(1, "is required")
  .max(200, "is too long");

/** POST Login/ChangePasswordWithEmailLink: the e-mail of the account whose password is forgotten. */
export const ForgotPasswordRequestSchema = z.object({ Email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** The same answer whether an account exists for the e-mail or not. */
export const ForgotPasswordReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type ForgotPasswordReply = z.infer<typeof ForgotPasswordReplySchema>;

/** GET Login/ValidateResetPasswordLink?token= */
export const ValidateResetLinkQuerySchema = z.object({ token: TokenSchema });
export type ValidateResetLinkQuery = z.infer<typeof ValidateResetLinkQuerySchema>;

/** Whether the link works; when not, why (Reason) and the sentence to show (StatusMessage). */
export const ValidateResetLinkReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  IsValid: z.boolean(),
  Reason: z.enum(ResetLinkProblem).nullable(),
});
export type ValidateResetLinkReply = z.infer<typeof ValidateResetLinkReplySchema>;

/** GET Login/DecipherResetToken?incomingToken= (portal-platform §7.3). */
export const DecipherResetTokenQuerySchema = z.object({ incomingToken: TokenSchema });
export type DecipherResetTokenQuery = z.infer<typeof DecipherResetTokenQuerySchema>;

/** Who a working link is for: the page greets them and checks the new password against their name. */
export const DecipherResetTokenReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
});
export type DecipherResetTokenReply = z.infer<typeof DecipherResetTokenReplySchema>;

/** POST Login/ResetPassword: the link's token and the new password twice. */
export const ResetPasswordRequestSchema = z
  .object({
    Token: TokenSchema,
    NewPassword: NewPasswordSchema,
    ConfirmPassword: z.string({ error: (issue) => requiredText(issue.input) }).max(256, "is too long"),
  })
  .superRefine(({ NewPassword, ConfirmPassword }, ctx) => {
    if (NewPassword !== ConfirmPassword)
      ctx.addIssue({ code: "custom", path: ["ConfirmPassword"], message: "does not match the new password" });
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResetPasswordReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type ResetPasswordReply = z.infer<typeof ResetPasswordReplySchema>;
