import type { SsoIdentity } from "@fieldstead/domain";

export type SsoSession = { identity: SsoIdentity; openedAt: Date; expiresAt: Date };

/**
 * The open single-sign-on sessions, one per portal session, kept in this process. A single-sign-on session
 * never outlives its portal session: it ends with DELETE /api/sso/session, when the portal session is
 * revoked (logout, role change …, heard on the bus from every instance) or at the portal session's expiry.
 */
export class SsoSessionStore {
  private readonly sessions = new Map<string, SsoSession>();

  constructor(private readonly now: () => Date) {}

  open(portalSessionId: string, identity: SsoIdentity, expiresAt: Date): SsoSession {
    const session = { identity, openedAt: this.now(), expiresAt };
    this.sessions.set(portalSessionId, session);
    return session;
  }

  get(portalSessionId: string): SsoSession | null {
    const found = this.sessions.get(portalSessionId);
    if (!found) return null;
    if (found.expiresAt.getTime() <= this.now().getTime()) {
      this.sessions.delete(portalSessionId);
      return null;
    }
    return found;
  }

  /** Ends the session; true when one was open. */
  end(portalSessionId: string): boolean {
    const wasOpen = this.get(portalSessionId) !== null;
    this.sessions.delete(portalSessionId);
    return wasOpen;
  }

  forget(portalSessionIds: readonly string[]): void {
    for (const id of portalSessionIds) this.sessions.delete(id);
  }

  get size(): number {
    return this.sessions.size;
  }
}
