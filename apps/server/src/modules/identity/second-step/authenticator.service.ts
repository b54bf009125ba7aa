import QRCode from "qrcode";
import {
  ResultCode,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type AuthenticatorSetupReply,
  type ConfirmAuthenticatorReply,
  type ConfirmAuthenticatorRequest,
  type RemoveAuthenticatorRequest,
  type RemoveUserAuthenticatorRequest,
  type SecondStepStatusReply,
  type SignInSecurityReply,
} from "@fieldstead/domain";
import { LIMITS } from "../../../config.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { getAccount } from "../../auth/auth.service.ts";
import { verifyPassword } from "../../auth/password.ts";
import {
  confirmAuthenticator as confirmApp,
  countRecoveryCodesLeft,
  deleteAuthenticator,
  findAuthenticator,
  saveUnconfirmedAuthenticator,
} from "./authenticator.repository.ts";
import { newRecoveryCodes, recoveryCodeHash } from "./second-step.codes.ts";
import { isSecondStepRequired } from "./second-step.repository.ts";
import { matchTotp, newTotpSecret, otpauthUri } from "./totp.ts";

/** The name an authenticator app shows above the code. */
const ISSUER = "Fieldstead";

export const signInSecurity = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<SignInSecurityReply> => {
  const app = await findAuthenticator(ctx.db, session.orgId, session.employeeId);
  const hasApp = Boolean(app?.confirmedAt);
  return {
    HasAuthenticator: hasApp,
    RecoveryCodesLeft: hasApp ? await countRecoveryCodesLeft(ctx.db, session.employeeId) : 0,
    OrganisationRequiresSecondStep: await isSecondStepRequired(ctx.db, session.orgId),
  };
};

/** A new secret for the caller's app, kept encrypted until a code from the app confirms it. */
export const startAuthenticatorSetup = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<AuthenticatorSetupReply> => {
  const existing = await findAuthenticator(ctx.db, session.orgId, session.employeeId);
  if (existing?.confirmedAt)
    throw new AppError("NOT_ALLOWED_NOW", {
      message: "An authenticator app is set up already. Turn it off first to set up another.",
    });
  const account = await getAccount(ctx, session.orgId, session.employeeId);
  const secret = newTotpSecret();
  await saveUnconfirmedAuthenticator(ctx.db, {
    orgId: session.orgId,
    employeeId: session.employeeId,
    secretEncrypted: await ctx.encryption.encrypt(secret),
    createdAt: ctx.now(),
  });
  const uri = otpauthUri({ secret, account: account.email, issuer: ISSUER });
  return {
    Secret: secret,
    OtpAuthUri: uri,
    QrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240, errorCorrectionLevel: "M" }),
  };
};

/** A code from the app confirms it; ten new recovery codes replace any earlier ones and are answered once. */
export const confirmAuthenticator = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ConfirmAuthenticatorRequest,
): Promise<ConfirmAuthenticatorReply> => {
  const app = await findAuthenticator(ctx.db, session.orgId, session.employeeId);
  if (!app || app.confirmedAt)
    throw new AppError("NOT_ALLOWED_NOW", { message: "Start setting up an authenticator app first." });
  const secret = await ctx.encryption.decrypt(app.secretEncrypted);
  if (secret === null || matchTotp({ secret, code: body.Code, now: ctx.now() }) === null)
    throw invalidField(
      "Code",
      "The code is not correct. Enter the code the app shows now, and check that your phone's clock is right.",
    );
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => recoveryCodeHash(session.employeeId, code));
  if (!(await confirmApp(ctx.db, session, ctx.now(), hashes)))
    throw new AppError("NOT_ALLOWED_NOW", { message: "Start setting up an authenticator app first." });
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Your authenticator app is set up.",
    RecoveryCodes: codes,
  };
};

/**
 * Turns the caller's app off after checking their password; wrong passwords count like those of a password
 * change (ten per window, then 429).
 */
export const removeAuthenticator = async (
  ctx: AppContext,
  session: ActiveSession,
  body: RemoveAuthenticatorRequest,
): Promise<SecondStepStatusReply> => {
  const attempt = await ctx.loginFailures.take([
    { key: `remove-authenticator:${session.employeeId}`, limit: LIMITS.passwordChangeFailures },
  ]);
  if (!attempt.isAllowed)
    throw new AppError("TOO_MANY_ATTEMPTS", {
      message: "Too many wrong passwords. Try again later.",
      headers: { "retry-after": String(attempt.retryAfterSeconds) },
    });
  const account = await getAccount(ctx, session.orgId, session.employeeId);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, body.Password)))
    throw invalidField("Password", WRONG_CURRENT_PASSWORD_MESSAGE);
  await attempt.giveBack();
  await deleteAuthenticator(ctx.db, session.orgId, session.employeeId);
  return { StatusCode: ResultCode.Success, StatusMessage: "Your authenticator app is turned off." };
};

/**
 * A user administrator turns off a person's app (a lost phone and no recovery code left): the person signs in
 * with the password again, and an e-mailed code when the organisation asks for one.
 */
export const removeUserAuthenticator = async (
  ctx: AppContext,
  session: ActiveSession,
  body: RemoveUserAuthenticatorRequest,
): Promise<SecondStepStatusReply> => {
  const person = await getAccount(ctx, session.orgId, body.EmployeeId);
  const name = `${person.firstName} ${person.lastName}`.trim();
  const removed = await deleteAuthenticator(ctx.db, session.orgId, body.EmployeeId);
  if (removed)
    ctx.logger.info(
      { orgId: session.orgId, employeeId: body.EmployeeId, by: session.employeeId },
      "an authenticator app was turned off by a user administrator",
    );
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: removed
      ? `The authenticator app of ${name} is turned off.`
      : `${name} has no authenticator app.`,
  };
};
