import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { employees, organisations, roles, sessions } from "../../db/schema/index.ts";

export type ProfileRow = {
  employeeId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roleId: number;
  roleName: string;
  orgName: string;
  profilePicturePath: string | null;
  createdAt: Date;
};

const profileColumns = {
  employeeId: employees.id,
  email: employees.email,
  firstName: employees.firstName,
  lastName: employees.lastName,
  phone: employees.phone,
  roleId: employees.roleId,
  roleName: roles.name,
  orgName: organisations.name,
  profilePicturePath: employees.profilePicturePath,
  createdAt: employees.createdAt,
};

export const findProfile = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<ProfileRow | undefined> =>
  (
    await db
      .select(profileColumns)
      .from(employees)
      .innerJoin(organisations, eq(organisations.id, employees.orgId))
      .innerJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.orgId, employees.orgId)))
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .limit(1)
  )[0];

export const findPasswordHash = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<string | undefined> =>
  (
    await db
      .select({ passwordHash: employees.passwordHash })
      .from(employees)
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .limit(1)
  )[0]?.passwordHash ?? undefined;

export const setPasswordHash = async (
  db: Db | Tx,
  orgId: number,
  employeeId: number,
  passwordHash: string,
): Promise<boolean> => {
  const rows = await db
    .update(employees)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
    .returning({ id: employees.id });
  return rows.length === 1;
};

/** Ends every live session of the employee but one (the caller's); answers the ended sessions' ids. */
export const revokeOtherSessions = async (
  db: Db | Tx,
  where: { orgId: number; employeeId: number; keepSessionId: string },
  reason: string,
  at: Date,
): Promise<string[]> => {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.orgId, where.orgId),
        eq(sessions.employeeId, where.employeeId),
        ne(sessions.id, where.keepSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
};
