import type { Db, Tx } from "../db/client.ts";
import type { Bus } from "../lib/bus.ts";
import type { RevocationEpoch } from "../lib/revocation-epoch.ts";
import { LIMITS } from "../config.ts";
import {
  findLiveSessionIds,
  findSession,
  revokeSessions,
  touchSession,
  type SessionRow,
} from "./sessions.repository.ts";

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
 * on every other instance; the revocation epoch bounds how long a lost message can leave one cached.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();
  /** Moves with every clearing, so a row read before it is not cached after it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly epoch: RevocationEpoch,
    private readonly now: () => Date = () => new Date(),
  ) {
    bus.subscribe("sessions-revoked", ({ sessionIds }) => {
      this.generation++;
      for (const id of sessionIds) this.cache.delete(id);
    });
    epoch.onDrop(() => {
      this.generation++;
      this.cache.clear();
    });
  }

  /**
   * Heard whenever the caches are dropped because a change may have been missed (the epoch moved, or the bus
   * came back): whoever holds sessions of their own (the hub's open sockets) checks them again.
   */
  onCachesDropped(listener: () => void): void {
    this.epoch.onDrop(listener);
  }

  /**
   * Reads the revocation epoch when its last reading is getting old, even with no call to serve: whoever
   * holds sessions open without calls (the hub's sockets) asks this now and then.
   */
  keepFresh(): void {
    this.epoch.freshness()?.catch(() => undefined);
  }

  /** Which of these sessions are still live, read from the database in one query. */
  liveIds(sessionIds: readonly string[]): Promise<Set<string>> {
    return findLiveSessionIds(this.db, sessionIds, this.now());
  }

  remember(row: SessionRow): void {
    this.cache.set(row.id, { ...row, lastTouchedAt: row.lastSeenAt.getTime() });
  }

  /** The live session with this id, or null when it is unknown, revoked, expired or idle too long. */
  async get(sessionId: string): Promise<ActiveSession | null> {
    const stale = this.epoch.freshness();
    if (stale) await stale;
    const now = this.now();
    let row = this.cache.get(sessionId);
    if (!row) {
      const generation = this.generation;
      const found = await findSession(this.db, sessionId);
      if (!found) return null;
      row = { ...found, lastTouchedAt: found.lastSeenAt.getTime() };
      if (!found.revokedAt && generation === this.generation) this.cache.set(sessionId, row);
    }
    if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
      this.cache.delete(sessionId);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > LIMITS.sessionIdleMs) {
      // Another instance may have seen this session more recently: ask the database before ending it.
      const generation = this.generation;
      const fresh = await findSession(this.db, sessionId);
      if (!fresh || fresh.revokedAt || now.getTime() - fresh.lastSeenAt.getTime() > LIMITS.sessionIdleMs) {
        await this.revoke({ sessionId }, "inactivity");
        return null;
      }
      row = { ...fresh, lastTouchedAt: fresh.lastSeenAt.getTime() };
      if (generation === this.generation) this.cache.set(sessionId, row);
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
    const ids = await this.epoch.change((tx) => revokeSessions(tx, where, reason, this.now()));
    const cleared = new Set(ids);
    if (where.sessionId) cleared.add(where.sessionId);
    await this.bus.publish("sessions-revoked", { sessionIds: [...cleared] });
    return ids.length;
  }

  /**
   * Runs a change that ends sessions (it answers their ids) in one transaction with a move of the revocation
   * epoch, then clears those sessions here and on every other instance.
   */
  async revokeWithin(change: (tx: Tx) => Promise<string[]>): Promise<string[]> {
    const ids = await this.epoch.change(change);
    if (ids.length > 0) await this.bus.publish("sessions-revoked", { sessionIds: ids });
    return ids;
  }

  get cachedCount(): number {
    return this.cache.size;
  }
}
