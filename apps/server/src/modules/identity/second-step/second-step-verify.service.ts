import {
  ONE_TIME_CODE,
  SECOND_STEP_MESSAGES,
  assertNever,
  isOneTimeCode,
  isRecoveryCodeShape,
  normaliseCode,
  wrongCodeMessage,
  type VerifyOneTimePasswordRequest,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import { getAccount, knownDeviceOf, openSession, type LoginResult } from "../../auth/auth.service.ts";
import { countRecoveryCodesLeft, findAuthenticator, useRecoveryCode } from "./authenticator.repository.ts";
import { authenticatorStepHash, emailCodeHash, recoveryCodeHash, sameDigest } from "./second-step.codes.ts";
import {
  countWrongCode,
  findChallenge,
  isAuthenticatorStepUsed,
  markChallengeUsed,
  type ChallengeRow,
} from "./second-step.repository.ts";
import { openChallenge, refusedStep } from "./second-step.service.ts";
import { matchTotp } from "./totp.ts";

/**
 * Wrong codes per person in the sign-in window (15 minutes), over all their challenges: with the password
 * known, new sign-ins cannot buy more guesses than this.
 */
const WRONG_CODES_PER_PERSON = 20;

type CodeCheck = { ok: false } | { ok: true; stepHash: string | null; recoveryCodesLeft: number | null };

/** An authenticator app's code (not used for a sign-in before), or one of the person's unused recovery codes. */
const checkAuthenticatorCode = async (
  ctx: AppContext,
  challenge: ChallengeRow,
  code: string,
  now: Date,
): Promise<CodeCheck> => {
  if (isOneTimeCode(code)) {
    const app = await findAuthenticator(ctx.db, challenge.orgId, challenge.employeeId);
    const secret = app?.confirmedAt ? await ctx.encryption.decrypt(app.secretEncrypted) : null;
    if (app?.confirmedAt && secret === null)
      ctx.logger.warn({ employeeId: challenge.employeeId }, "an authenticator secret could not be decrypted");
    const step = secret === null ? null : matchTotp({ secret, code: normaliseCode(code), now });
    if (step === null) return { ok: false };
    const stepHash = authenticatorStepHash(challenge.employeeId, step);
    if (await isAuthenticatorStepUsed(ctx.db, challenge.employeeId, stepHash)) return { ok: false };
    return { ok: true, stepHash, recoveryCodesLeft: null };
  }
  if (!isRecoveryCodeShape(code)) return { ok: false };
  const used = await useRecoveryCode(
    ctx.db,
    challenge.employeeId,
    recoveryCodeHash(challenge.employeeId, code),
    now,
  );
  if (!used) return { ok: false };
  return {
    ok: true,
    stepHash: null,
    recoveryCodesLeft: await countRecoveryCodesLeft(ctx.db, challenge.employeeId),
  };
};

const checkCode = async (
  ctx: AppContext,
  challenge: ChallengeRow,
  code: string,
  now: Date,
): Promise<CodeCheck> => {
  switch (challenge.method) {
    case "email":
      return challenge.codeHash &&
        isOneTimeCode(code) &&
        sameDigest(emailCodeHash(challenge.id, code), challenge.codeHash)
        ? { ok: true, stepHash: null, recoveryCodesLeft: null }
        : { ok: false };
    case "totp":
      return checkAuthenticatorCode(ctx, challenge, code, now);
    default:
      return assertNever(challenge.method);
  }
};

/** Counts a wrong code: the refusal says how many tries are left, and the last one ends the sign-in. */
const refuseWrongCode = async (ctx: AppContext, challenge: ChallengeRow): Promise<never> => {
  const attempts = await countWrongCode(ctx.db, challenge.id);
  if (attempts === null) throw refusedStep("ChallengeId", SECOND_STEP_MESSAGES.ended);
  const left = ONE_TIME_CODE.maxAttempts - attempts;
  throw refusedStep("Code", left <= 0 ? SECOND_STEP_MESSAGES.tooManyWrong : wrongCodeMessage(left));
};

/**
 * Login/VerifyOneTimePassword: the code of an open challenge opens the session its password started. A
 * challenge opens one session at most; a person whose account or role was disabled meanwhile gets none.
 */
export const verifyOneTimePassword = async (
  ctx: AppContext,
  body: VerifyOneTimePasswordRequest,
  client: { ip: string; userAgent: string | null; knownDeviceToken: string | null },
): Promise<{ session: LoginResult; recoveryCodesLeft: number | null }> => {
  const now = ctx.now();
  const challenge = openChallenge(await findChallenge(ctx.db, body.ChallengeId), now);
  const attempt = await ctx.loginFailures.take([
    { key: `second-step:${challenge.employeeId}`, limit: WRONG_CODES_PER_PERSON },
  ]);
  if (!attempt.isAllowed)
    throw new AppError("TOO_MANY_ATTEMPTS", {
      message: "Too many wrong codes. Try again later.",
      headers: { "retry-after": String(attempt.retryAfterSeconds) },
    });
  const check = await checkCode(ctx, challenge, body.Code, now);
  if (!check.ok) return refuseWrongCode(ctx, challenge);
  await attempt.giveBack();
  if (!(await markChallengeUsed(ctx.db, challenge.id, now, check.stepHash)))
    throw refusedStep("ChallengeId", SECOND_STEP_MESSAGES.ended);
  const account = await getAccount(ctx, challenge.orgId, challenge.employeeId);
  if (!account.enabled || !account.roleEnabled) throw new AppError("INVALID_CREDENTIALS");
  const knownDevice = await knownDeviceOf(ctx, account, client.knownDeviceToken);
  const session = await openSession(ctx, account, { ...client, knownDevice });
  return { session, recoveryCodesLeft: check.recoveryCodesLeft };
};
