import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema/index.ts";

/** The session rows: one per sign-in, revoked by sign-out, a role change, a disabled account or an administrator. */
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
