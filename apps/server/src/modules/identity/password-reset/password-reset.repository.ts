import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, identityTokens, organisations, roles, sessions } from "../../../db/schema/index.ts";

/** What a reset needs to know of a person: who they are, and whether they may sign in at all. */
export type ResetAccountRow = {
  employeeId: number;
  orgId: number;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  roleEnabled: boolean;
  orgName: string;
};

const columns = {
  employeeId: employees.id,
  orgId: employees.orgId,
  email: employees.email,
  firstName: employees.firstName,
  lastName: employees.lastName,
  enabled: employees.enabled,
  roleEnabled: roles.enabled,
  orgName: organisations.name,
};

const accountQuery = (db: Db) =>
  db
    .select(columns)
    .from(employees)
    .innerJoin(organisations, eq(organisations.id, employees.orgId))
    .innerJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.orgId, employees.orgId)));

/** The account of an e-mail address (one per address across the product, compared without case). */
export const findResetAccountByEmail = async (db: Db, email: string): Promise<ResetAccountRow | undefined> =>
  (
    await accountQuery(db)
      .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

export const findResetAccountById = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<ResetAccountRow | undefined> =>
  (
    await accountQuery(db)
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .limit(1)
  )[0];

export const findOrganisationName = async (db: Db, orgId: number): Promise<string | undefined> =>
  (
    await db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .limit(1)
  )[0]?.name;

/**
 * Stores the new password's hash; a person who never accepted an invitation counts as active from now on, and
 * their pending invitation links stop working (the reset link proved the address as the invitation would have).
 */
export const setResetPassword = async (
  tx: Tx,
  person: { orgId: number; employeeId: number },
  passwordHash: string,
  now: Date,
): Promise<boolean> => {
  const rows = await tx
    .update(employees)
    .set({
      passwordHash,
      activatedAt: sql`coalesce(${employees.activatedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(employees.orgId, person.orgId), eq(employees.id, person.employeeId)))
    .returning({ id: employees.id });
  if (rows.length !== 1) return false;
  await tx
    .update(identityTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityTokens.orgId, person.orgId),
        eq(identityTokens.employeeId, person.employeeId),
        eq(identityTokens.kind, "invitation"),
        isNull(identityTokens.usedAt),
      ),
    );
  return true;
};

/** Ends every live session of the person; answers the ended sessions' ids. */
export const endAllSessions = async (
  tx: Tx,
  person: { orgId: number; employeeId: number },
  reason: string,
  at: Date,
): Promise<string[]> => {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.orgId, person.orgId),
        eq(sessions.employeeId, person.employeeId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
};
