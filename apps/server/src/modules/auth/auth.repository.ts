import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { employees, organisations, roles, sessions } from "../../db/schema/index.ts";

export type AccountRow = {
  employeeId: number;
  userId: string;
  orgId: number;
  roleId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  isCookiesSaved: boolean;
  termsAcceptedAt: Date | null;
  isAdvancedUser: boolean;
  profilePicturePath: string | null;
  activeLang: number;
  timeZoneOffset: string;
  orgName: string;
  logoPath: string | null;
  roleName: string;
  roleEnabled: boolean;
};

const accountColumns = {
  employeeId: employees.id,
  userId: employees.userId,
  orgId: employees.orgId,
  roleId: employees.roleId,
  email: employees.email,
  passwordHash: employees.passwordHash,
  firstName: employees.firstName,
  lastName: employees.lastName,
  enabled: employees.enabled,
  isCookiesSaved: employees.isCookiesSaved,
  termsAcceptedAt: employees.termsAcceptedAt,
  isAdvancedUser: employees.isAdvancedUser,
  profilePicturePath: employees.profilePicturePath,
  activeLang: employees.activeLang,
  timeZoneOffset: employees.timeZoneOffset,
  orgName: organisations.name,
  logoPath: organisations.logoPath,
  roleName: roles.name,
  roleEnabled: roles.enabled,
};

const accountQuery = (db: Db) =>
  db
    .select(accountColumns)
    .from(employees)
    .innerJoin(organisations, eq(organisations.id, employees.orgId))
    .innerJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.orgId, employees.orgId)));

export const findAccountByEmail = async (db: Db, email: string): Promise<AccountRow | undefined> =>
  (
    await accountQuery(db)
      .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

export const findAccountById = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<AccountRow | undefined> =>
  (
    await accountQuery(db)
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .limit(1)
  )[0];

export type SessionRow = {
  id: string;
  employeeId: number;
  orgId: number;
  roleId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
};

const sessionColumns = {
  id: sessions.id,
  employeeId: sessions.employeeId,
  orgId: sessions.orgId,
  roleId: sessions.roleId,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
};

export const insertSession = async (
  db: Db,
  row: {
    employeeId: number;
    orgId: number;
    roleId: number;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    ipAddress: string;
    userAgent: string | null;
  },
): Promise<SessionRow> => {
  const [created] = await db.insert(sessions).values(row).returning(sessionColumns);
  if (!created) throw new Error("session insert returned nothing");
  return created;
};

export const findSession = async (db: Db, id: string): Promise<SessionRow | undefined> =>
  (await db.select(sessionColumns).from(sessions).where(eq(sessions.id, id)).limit(1))[0];

/** Which of these sessions are live now (not revoked, not past their end); the idle limit is not checked here. */
export const findLiveSessionIds = async (db: Db, ids: readonly string[], at: Date): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        sql`${sessions.id} = any(${sql.param([...new Set(ids)])}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

export const touchSession = async (db: Db, id: string, at: Date): Promise<void> => {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
};

/** Revokes the matching live sessions and returns their ids (for clearing caches everywhere). */
export const revokeSessions = async (
  db: Db,
  where: { sessionId?: string; employeeId?: number; roleId?: number; orgId?: number },
  reason: string,
  at: Date,
): Promise<string[]> => {
  const conditions = [isNull(sessions.revokedAt), gt(sessions.expiresAt, at)];
  if (where.sessionId !== undefined) conditions.push(eq(sessions.id, where.sessionId));
  if (where.employeeId !== undefined) conditions.push(eq(sessions.employeeId, where.employeeId));
  if (where.roleId !== undefined) conditions.push(eq(sessions.roleId, where.roleId));
  if (where.orgId !== undefined) conditions.push(eq(sessions.orgId, where.orgId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
};
