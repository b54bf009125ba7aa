import type { Db } from "../../db/client.ts";
import type { Bus } from "../../lib/bus.ts";
import { LIMITS } from "../../config.ts";
import { findSession, revokeSessions, touchSession, type SessionRow } from "./auth.repository.ts";

export type ActiveSession = {
  sessionId: string;
  employeeId: number;
  orgId: number;
  roleId: number;
  expiresAt: Date;
};

type Cached = SessionRow & { lastTouchedAt: number };

/**
 * Server-side sessions behind an in-process cache: a live session costs no query on the hot path.
 * Revocation (logout, disabled user or role, role change) clears the entry here and, through the bus,
 * on every other instance.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly now: () => Date = () => new Date(),
  ) {
    bus.subscribe("sessions-revoked", ({ sessionIds }) => {
      for (const id of sessionIds) this.cache.delete(id);
    });
  }

  remember(row: SessionRow): void {
    this.cache.set(row.id, { ...row, lastTouchedAt: row.lastSeenAt.getTime() });
  }

  /** The live session with this id, or null when it is unknown, revoked, expired or idle too long. */
  async get(sessionId: string): Promise<ActiveSession | null> {
    const now = this.now();
    let row = this.cache.get(sessionId);
    if (!row) {
      const found = await findSession(this.db, sessionId);
      if (!found) return null;
      row = { ...found, lastTouchedAt: found.lastSeenAt.getTime() };
      if (!found.revokedAt) this.cache.set(sessionId, row);
    }
    if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
      this.cache.delete(sessionId);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > LIMITS.sessionIdleMs) {
      // Another instance may have seen this session more recently: ask the database before ending it.
      const fresh = await findSession(this.db, sessionId);
      if (!fresh || fresh.revokedAt || now.getTime() - fresh.lastSeenAt.getTime() > LIMITS.sessionIdleMs) {
        await this.revoke({ sessionId }, "inactivity");
        return null;
      }
      row = { ...fresh, lastTouchedAt: fresh.lastSeenAt.getTime() };
      this.cache.set(sessionId, row);
    }
    row.lastSeenAt = now;
    if (now.getTime() - row.lastTouchedAt >= LIMITS.sessionTouchEveryMs) {
      // Written at most once a minute per session, without holding up the request.
      row.lastTouchedAt = now.getTime();
      touchSession(this.db, sessionId, now).catch(() => undefined);
    }
    return {
      sessionId: row.id,
      employeeId: row.employeeId,
      orgId: row.orgId,
      roleId: row.roleId,
      expiresAt: row.expiresAt,
    };
  }

  async revoke(
    where: { sessionId?: string; employeeId?: number; roleId?: number; orgId?: number },
    reason: string,
  ): Promise<number> {
    const ids = await revokeSessions(this.db, where, reason, this.now());
    const cleared = new Set(ids);
    if (where.sessionId) cleared.add(where.sessionId);
    await this.bus.publish("sessions-revoked", { sessionIds: [...cleared] });
    return ids.length;
  }

  get cachedCount(): number {
    return this.cache.size;
  }
}
