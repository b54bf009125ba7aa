import {
  IdentityTokenKind,
  RESET_LINK_MESSAGES,
  ResultCode,
  checkPasswordPolicy,
  type DecipherResetTokenReply,
  type ResetLinkProblemValue,
  type ResetPasswordReply,
  type ResetPasswordRequest,
  type ValidateResetLinkReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { invalidField } from "../../../lib/errors.ts";
import { hashPassword } from "../../auth/password.ts";
import { checkIdentityToken, consumeIdentityToken } from "../tokens/identity-tokens.service.ts";
import type { IdentityTokenRow } from "../tokens/identity-tokens.repository.ts";
import {
  endAllSessions,
  findResetAccountById,
  setResetPassword,
  type ResetAccountRow,
} from "./password-reset.repository.ts";

type LinkCheck =
  | { ok: true; token: IdentityTokenRow; account: ResetAccountRow }
  | { ok: false; reason: ResetLinkProblemValue };

/** A reset link works when it is known, unused, not expired, and its person may still sign in. */
const checkResetLink = async (ctx: AppContext, token: string): Promise<LinkCheck> => {
  const check = await checkIdentityToken(ctx, IdentityTokenKind.reset, token);
  if (!check.ok) return check;
  const account = await findResetAccountById(ctx.db, check.token.orgId, check.token.employeeId);
  // A person disabled since the link was sent cannot use it.
  if (!account || !account.enabled || !account.roleEnabled) return { ok: false, reason: "unknown" };
  return { ok: true, token: check.token, account };
};

export const validateResetLink = async (ctx: AppContext, token: string): Promise<ValidateResetLinkReply> => {
  const check = await checkResetLink(ctx, token);
  return check.ok
    ? { StatusCode: ResultCode.Success, StatusMessage: "The link works.", IsValid: true, Reason: null }
    : {
        StatusCode: ResultCode.Success,
        StatusMessage: RESET_LINK_MESSAGES[check.reason],
        IsValid: false,
        Reason: check.reason,
      };
};

/** Who a working link is for; a link that does not work is a 400 naming the token and saying why. */
export const decipherResetToken = async (
  ctx: AppContext,
  token: string,
): Promise<DecipherResetTokenReply> => {
  const check = await checkResetLink(ctx, token);
  if (!check.ok) throw invalidField("incomingToken", RESET_LINK_MESSAGES[check.reason]);
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "The link works.",
    Email: check.account.email,
    FirstName: check.account.firstName,
    LastName: check.account.lastName,
  };
};

/**
 * Sets the new password through a working link: the policy with the person's name and e-mail, then in one
 * transaction the new hash, the link used up (a second use, even a simultaneous one, fails) and every session of
 * the person ended, announced to every instance.
 */
export const resetPassword = async (
  ctx: AppContext,
  body: ResetPasswordRequest,
): Promise<ResetPasswordReply> => {
  const check = await checkResetLink(ctx, body.Token);
  if (!check.ok) throw invalidField("Token", RESET_LINK_MESSAGES[check.reason]);
  const { account, token } = check;
  const policy = checkPasswordPolicy({
    password: body.NewPassword,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
  });
  if (!policy.ok) throw invalidField("NewPassword", policy.message);
  const passwordHash = await hashPassword(body.NewPassword);
  await ctx.sessions.revokeWithin(async (tx) => {
    const now = ctx.now();
    if (!(await consumeIdentityToken(tx, token, now))) throw invalidField("Token", RESET_LINK_MESSAGES.used);
    if (!(await setResetPassword(tx, account, passwordHash, now)))
      throw invalidField("Token", RESET_LINK_MESSAGES.unknown);
    return endAllSessions(tx, account, "password-reset", now);
  });
  return { StatusCode: ResultCode.Success, StatusMessage: "Your password was changed." };
};
