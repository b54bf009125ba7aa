/** Local-storage key of a redirect sign-in under way in this browser (its state cookie is the server's). */
export const SSO_PENDING_KEY = "ssoSignIn";

/** A sign-in started here: where to go afterwards, for whom, and when it started (epoch ms). */
export type PendingSsoSignIn = { returnUrl: string; email: string; startedAt: number };

/** A sign-in older than the server keeps it (10 minutes) is over. */
const PENDING_MAX_AGE_MS = 10 * 60 * 1000;

export const pendingSsoSignIn = {
  write: (pending: PendingSsoSignIn): void => localStorage.setItem(SSO_PENDING_KEY, JSON.stringify(pending)),
  /** The sign-in under way, taken out of storage (it finishes once), or null when none is or it is too old. */
  take: (now: number = Date.now()): PendingSsoSignIn | null => {
    const raw = localStorage.getItem(SSO_PENDING_KEY);
    localStorage.removeItem(SSO_PENDING_KEY);
    try {
      const pending = raw ? (JSON.parse(raw) as Partial<PendingSsoSignIn>) : null;
      if (typeof pending?.returnUrl !== "string" || typeof pending.startedAt !== "number") return null;
      if (now - pending.startedAt > PENDING_MAX_AGE_MS) return null;
      return {
        returnUrl: pending.returnUrl,
        email: String(pending.email ?? ""),
        startedAt: pending.startedAt,
      };
    } catch {
      return null;
    }
  },
};
