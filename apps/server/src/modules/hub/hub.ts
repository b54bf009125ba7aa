import type { MessageReceivedPayload, RecordChangedPayload, RoleChangedPayload } from "@fieldstead/domain";

/**
 * The real-time hub as the modules see it (portal-shell §7.7): pushes only. Pushes are at most once and kept
 * nowhere: whatever a push carries is a database row first, and clients resynchronise after every connect.
 * With REDIS_URL set, a push reaches the user's tabs on whichever instance they are connected to.
 */
export type Hub = {
  /** MessageReceived to one user's open tabs. */
  messageReceived(employeeId: number, payload: MessageReceivedPayload): void;
  /** ChangeDetected (RecordChanged) to the users of the organisation watching that record. */
  recordChanged(orgId: number, payload: RecordChangedPayload): void;
  /**
   * ChangeDetected (RoleChanged) to one user's open tabs. Awaited before the user's sessions are revoked: it
   * travels the same ordered channel as the revocation, so the tabs hear it before they are disconnected.
   */
  roleChanged(employeeId: number, payload: RoleChangedPayload): Promise<void>;
  /** Closes every socket of these sessions at once (revoked or ended), on every instance. */
  disconnectSessions(sessionIds: readonly string[]): void;
  close(): Promise<void>;
};

/** The hub before one is attached to the HTTP server (and in tests that run without one): pushes go nowhere. */
export const silentHub: Hub = {
  messageReceived: () => undefined,
  recordChanged: () => undefined,
  roleChanged: async () => undefined,
  disconnectSessions: () => undefined,
  close: async () => undefined,
};
