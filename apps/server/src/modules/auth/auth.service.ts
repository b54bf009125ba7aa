import type { LoginRequest, SessionUserRecord } from "@fieldstead/domain";
import { LIMITS } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { landingPermissions } from "../permissions/permissions.views.ts";
import { findAccountByEmail, findAccountById, insertSession, type AccountRow } from "./auth.repository.ts";
import { getDummyHash, verifyPassword } from "./password.ts";

export type LoginResult = { record: SessionUserRecord; token: string; expiresAt: Date };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

const tooMany = (retryAfterSeconds: number) =>
  new AppError("TOO_MANY_ATTEMPTS", { headers: { "retry-after": String(retryAfterSeconds) } });

/** Checks the credentials, opens a server-side session and answers the session user record. */
export const login = async (
  ctx: AppContext,
  input: LoginRequest,
  client: { ip: string; userAgent: string | null },
): Promise<LoginResult> => {
  const [accountWait, addressWait] = await Promise.all([
    ctx.loginFailures.blockedFor(accountKey(input.email), LIMITS.loginFailuresPerAccount),
    ctx.loginFailures.blockedFor(addressKey(client.ip), LIMITS.loginFailuresPerAddress),
  ]);
  if (accountWait > 0 || addressWait > 0) throw tooMany(Math.max(accountWait, addressWait));

  const account = await findAccountByEmail(ctx.db, input.email);
  // An unknown e-mail costs the same hash check as a wrong password, and answers the same bytes.
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), input.password);
  if (!account || !passwordOk || !account.enabled || !account.roleEnabled) {
    await Promise.all([
      ctx.loginFailures.recordFailure(accountKey(input.email)),
      ctx.loginFailures.recordFailure(addressKey(client.ip)),
    ]);
    throw new AppError("INVALID_CREDENTIALS");
  }

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
  return { record: await sessionUserRecord(ctx, account, token), token, expiresAt };
};

export const sessionUserRecord = async (
  ctx: AppContext,
  account: AccountRow,
  token: string,
): Promise<SessionUserRecord> => {
  const rights = await ctx.permissions.roleRights(account.orgId, account.roleId);
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
