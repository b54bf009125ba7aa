import { randomUUID } from "node:crypto";
import {
  ONE_TIME_CODE,
  ResultCode,
  SECOND_STEP_MESSAGES,
  maskEmail,
  secondsUntilResend,
  type ResendOneTimePasswordReply,
  type ResendOneTimePasswordRequest,
  type SecondStepChallenge,
  type SecondStepSetting,
  type SetSecondStepReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { getAccount } from "../../auth/auth.service.ts";
import { hasConfirmedAuthenticator } from "./authenticator.repository.ts";
import { emailCodeHash, newEmailCode } from "./second-step.codes.ts";
import { sendCodeMail } from "./second-step.mail.ts";
import {
  findChallenge,
  insertChallenge,
  isSecondStepRequired,
  replaceChallengeCode,
  setSecondStepRequired,
  type ChallengeRow,
} from "./second-step.repository.ts";

/** A refusal of the second step: the message as the person reads it, naming the field it is about. */
export const refusedStep = (field: "ChallengeId" | "Code", message: string): AppError =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });

/** The challenge a code may still answer; otherwise the refusal that says why not. */
export const openChallenge = (challenge: ChallengeRow | undefined, now: Date): ChallengeRow => {
  if (!challenge || challenge.usedAt) throw refusedStep("ChallengeId", SECOND_STEP_MESSAGES.ended);
  if (challenge.attempts >= ONE_TIME_CODE.maxAttempts)
    throw refusedStep("Code", SECOND_STEP_MESSAGES.tooManyWrong);
  if (challenge.expiresAt <= now) throw refusedStep("Code", SECOND_STEP_MESSAGES.expired);
  return challenge;
};

const RESEND_AFTER_SECONDS = ONE_TIME_CODE.resendIntervalMs / 1000;

/**
 * After a right password: the second step the sign-in needs, or null when it needs none. A person with an
 * authenticator app always uses it; otherwise, when the organisation asks for a second step, a code is e-mailed.
 */
export const startSecondStep = async (
  ctx: AppContext,
  account: { orgId: number; employeeId: number; email: string; firstName: string; orgName: string },
): Promise<SecondStepChallenge | null> => {
  const hasApp = await hasConfirmedAuthenticator(ctx.db, account.orgId, account.employeeId);
  if (!hasApp && !(await isSecondStepRequired(ctx.db, account.orgId))) return null;
  const now = ctx.now();
  const id = randomUUID();
  const base = {
    id,
    orgId: account.orgId,
    employeeId: account.employeeId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE.lifetimeMs),
  };
  if (hasApp) {
    await insertChallenge(ctx.db, { ...base, method: "totp", codeHash: null, lastSentAt: null });
    return {
      SecondStepRequired: true,
      ChallengeId: id,
      Method: "totp",
      Destination: null,
      ResendAfterSeconds: 0,
    };
  }
  const code = newEmailCode();
  await insertChallenge(ctx.db, {
    ...base,
    method: "email",
    codeHash: emailCodeHash(id, code),
    lastSentAt: now,
  });
  await sendCodeMail(ctx, account, code);
  return {
    SecondStepRequired: true,
    ChallengeId: id,
    Method: "email",
    Destination: maskEmail(account.email),
    ResendAfterSeconds: RESEND_AFTER_SECONDS,
  };
};

const resendTooSoon = (seconds: number) =>
  new AppError("TOO_MANY_ATTEMPTS", {
    message: SECOND_STEP_MESSAGES.resendTooSoon,
    headers: { "retry-after": String(Math.max(1, seconds)) },
  });

/** Login/ResendOneTimePassword: a new e-mailed code, at most once a minute; the previous code stops working. */
export const resendOneTimePassword = async (
  ctx: AppContext,
  body: ResendOneTimePasswordRequest,
): Promise<ResendOneTimePasswordReply> => {
  const now = ctx.now();
  const challenge = openChallenge(await findChallenge(ctx.db, body.ChallengeId), now);
  if (challenge.method !== "email") throw refusedStep("ChallengeId", SECOND_STEP_MESSAGES.notAnEmailCode);
  const wait = challenge.lastSentAt ? secondsUntilResend({ lastSentAt: challenge.lastSentAt, now }) : 0;
  if (wait > 0) throw resendTooSoon(wait);
  const code = newEmailCode();
  const replaced = await replaceChallengeCode(ctx.db, challenge.id, {
    codeHash: emailCodeHash(challenge.id, code),
    at: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE.lifetimeMs),
  });
  // Another request sent one in between.
  if (!replaced) throw resendTooSoon(RESEND_AFTER_SECONDS);
  const account = await getAccount(ctx, challenge.orgId, challenge.employeeId);
  await sendCodeMail(ctx, account, code);
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "A new code has been sent.",
    Destination: maskEmail(account.email),
    ResendAfterSeconds: RESEND_AFTER_SECONDS,
  };
};

export const getSecondStepSetting = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<SecondStepSetting> => ({ Required: await isSecondStepRequired(ctx.db, session.orgId) });

export const setSecondStepSetting = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SecondStepSetting,
): Promise<SetSecondStepReply> => {
  await setSecondStepRequired(ctx.db, session.orgId, body.Required);
  ctx.logger.info(
    { orgId: session.orgId, employeeId: session.employeeId, required: body.Required },
    "second step at sign-in changed",
  );
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: body.Required
      ? "Sign-in now asks for a code."
      : "Sign-in no longer asks for a code, except from people with an authenticator app.",
    Required: body.Required,
  };
};
