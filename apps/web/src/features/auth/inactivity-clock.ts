/** Inactivity time-out (portal-shell §9): 30 minutes without pointer, key, scroll or touch activity. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
/** Activity is told to the other tabs at most this often: enough to keep them from expiring. */
export const SHARE_ACTIVITY_EVERY_MS = 5_000;
/**
 * The longest wait between two checks. Timers of a sleeping tab or computer fire late (or not at all),
 * so every check compares timestamps instead of trusting that the full time-out has passed.
 */
export const MAX_CHECK_DELAY_MS = 60_000;

export type InactivityClockOptions = {
  /** When the clock starts counting (the page load or the sign-in counts as activity). */
  startedAt: number;
  timeoutMs?: number;
  shareEveryMs?: number;
  maxCheckDelayMs?: number;
};

export type InactivityClock = {
  /** Records activity in this tab; answers true when it should be shared with the other tabs now. */
  recordActivity(at: number): boolean;
  /** Takes in the latest activity another tab shared (the newer of the two counts). */
  observeSharedActivity(at: number | null): void;
  lastActivityAt(): number;
  isExpired(now: number): boolean;
  /** How long to wait before the next check. */
  nextCheckDelay(now: number): number;
};

export const createInactivityClock = ({
  startedAt,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  shareEveryMs = SHARE_ACTIVITY_EVERY_MS,
  maxCheckDelayMs = MAX_CHECK_DELAY_MS,
}: InactivityClockOptions): InactivityClock => {
  let last = startedAt;
  let lastSharedAt = Number.NEGATIVE_INFINITY;
  return {
    recordActivity(at) {
      // Activity happens "now" even when the system clock was set back, so the newest stamp is not kept.
      last = at;
      if (at - lastSharedAt >= shareEveryMs || at < lastSharedAt) {
        lastSharedAt = at;
        return true;
      }
      return false;
    },
    observeSharedActivity(at) {
      if (at !== null && Number.isFinite(at) && at > last) last = at;
    },
    lastActivityAt: () => last,
    isExpired: (now) => now - last >= timeoutMs,
    nextCheckDelay: (now) => Math.min(Math.max(last + timeoutMs - now, 0), maxCheckDelayMs),
  };
};

/** A stored timestamp read back, or null when it is missing or not a number. */
export const parseTimestamp = (value: string | null): number | null => {
  if (value === null || value.trim() === "") return null;
  const at = Number(value);
  return Number.isFinite(at) ? at : null;
};
