import { randomBytes } from "node:crypto";
import type { LoginRequest, SessionUserRecord } from "@fieldstead/domain";
import { LIMITS } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { landingPermissions } from "../permissions/permissions.views.ts";
import { organisationTermsVersion } from "../identity/terms/terms.service.ts";
import { findAccountByEmail, findAccountById, type AccountRow } from "./auth.repository.ts";
import { insertSession } from "../../plugins/sessions.repository.ts";
import { getDummyHash, verifyPassword } from "./password.ts";
import { signInBuckets } from "./sign-in-attempts.ts";

export type LoginResult = {
  record: SessionUserRecord;
  token: string;
  expiresAt: Date;
  /** The known-device token to keep in the browser, renewed at every sign-in. */
  device: { token: string; expiresAt: Date };
};

const tooMany = (retryAfterSeconds: number) =>
  new AppError("TOO_MANY_ATTEMPTS", { headers: { "retry-after": String(retryAfterSeconds) } });

/** The device of a valid known-device token of this account, else null. */
export const knownDeviceOf = async (
  ctx: AppContext,
  account: AccountRow | undefined,
  token: string | null,
) => {
  if (!account || !token) return null;
  const device = await ctx.tokens.verifyDevice(token);
  return device?.employeeId === account.employeeId ? device : null;
};

type SignInClient = { ip: string; userAgent: string | null; knownDeviceToken: string | null };

/**
 * Checks the credentials (counted against the sign-in limits) and answers the account they open, with the
 * browser's known device; whether a second step comes before the session is the caller's to decide.
 */
export const checkCredentials = async (
  ctx: AppContext,
  input: LoginRequest,
  client: SignInClient,
): Promise<{ account: AccountRow; knownDevice: { employeeId: number; deviceId: string } | null }> => {
  const account = await findAccountByEmail(ctx.db, input.email);
  const knownDevice = await knownDeviceOf(ctx, account, client.knownDeviceToken);
  // The attempt is counted before the password is checked, so parallel guesses cannot pass the limit.
  const attempt = await ctx.loginFailures.take(
    signInBuckets({ email: input.email, ip: client.ip, knownDevice }),
  );
  if (!attempt.isAllowed) throw tooMany(attempt.retryAfterSeconds);

  // An unknown e-mail costs the same hash check as a wrong password, and answers the same bytes.
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), input.password);
  if (!account || !passwordOk || !account.enabled || !account.roleEnabled)
    throw new AppError("INVALID_CREDENTIALS");
  await attempt.giveBack();
  return { account, knownDevice };
};

/**
 * Opens a server-side session for a person whose identity is proven (password, second step or single sign-on)
 * and answers the session user record, the session token and a renewed known-device token.
 */
export const openSession = async (
  ctx: AppContext,
  account: AccountRow,
  client: { ip: string; userAgent: string | null; knownDevice?: { deviceId: string } | null },
): Promise<LoginResult> => {
  const openedAt = ctx.now();
  const expiresAt = new Date(openedAt.getTime() + LIMITS.sessionMaxAgeMs);
  const session = await insertSession(ctx.db, {
    createdAt: openedAt,
    lastSeenAt: openedAt,
    employeeId: account.employeeId,
    orgId: account.orgId,
    roleId: account.roleId,
    expiresAt,
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  ctx.sessions.remember(session);
  const token = await ctx.tokens.sign(
    { sid: session.id, sub: String(account.employeeId), org: account.orgId, role: account.roleId },
    expiresAt,
  );
  const deviceExpiresAt = new Date(openedAt.getTime() + LIMITS.knownDeviceMaxAgeMs);
  const deviceToken = await ctx.tokens.signDevice(
    {
      employeeId: account.employeeId,
      deviceId: client.knownDevice?.deviceId ?? randomBytes(16).toString("base64url"),
    },
    deviceExpiresAt,
  );
  return {
    record: await sessionUserRecord(ctx, account, token),
    token,
    expiresAt,
    device: { token: deviceToken, expiresAt: deviceExpiresAt },
  };
};

export const sessionUserRecord = async (
  ctx: AppContext,
  account: AccountRow,
  token: string,
): Promise<SessionUserRecord> => {
  const [rights, termsVersion] = await Promise.all([
    ctx.permissions.roleRights(account.orgId, account.roleId),
    organisationTermsVersion(ctx, account.orgId),
  ]);
  return {
    Token: token,
    EmpId: account.employeeId,
    EmployeeId: account.employeeId,
    UserId: account.userId,
    Email: account.email,
    EmpFirstName: account.firstName,
    EmpLastName: account.lastName,
    EmpFullName: `${account.firstName} ${account.lastName}`.trim(),
    OrgName: account.orgName,
    RoleName: account.roleName,
    RoleId: account.roleId,
    empRoleId: account.roleId,
    ProfilePicturePath: account.profilePicturePath,
    ClientLogoPath: account.logoPath,
    IsCookiesSaved: account.isCookiesSaved,
    TermsAcceptedOn: account.termsAcceptedAt?.toISOString() ?? null,
    TermsVersion: termsVersion,
    TermsAcceptedVersion: account.termsAcceptedVersion,
    activeLang: account.activeLang,
    TimeZoneOffset: account.timeZoneOffset,
    IsAdvancedUser: account.isAdvancedUser,
    Permissions: landingPermissions(rights),
  };
};

export const logout = async (ctx: AppContext, sessionId: string | undefined): Promise<void> => {
  if (sessionId) await ctx.sessions.revoke({ sessionId }, "logout");
};

export const getAccount = async (ctx: AppContext, orgId: number, employeeId: number): Promise<AccountRow> => {
  const account = await findAccountById(ctx.db, orgId, employeeId);
  if (!account) throw new AppError("NOT_FOUND");
  return account;
};
