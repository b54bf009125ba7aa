/** One bucket an attempt counts in: its key, and how many attempts it allows in a window. */
export type AttemptBucket = { key: string; limit: number };

export type Attempt =
  { isAllowed: true; giveBack(): Promise<void> } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Counts attempts (sign-ins, checks of the current password) per bucket in fixed windows. An attempt is taken
 * in all its buckets at once before the password is checked, or refused when any of them is full, so parallel
 * attempts cannot slip past a limit; a right password gives the attempt back, so what stays counted are the
 * failures.
 */
export type AttemptCounter = {
  take(buckets: readonly AttemptBucket[]): Promise<Attempt>;
  close(): Promise<void>;
};

const MAX_ENTRIES = 100_000;

export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/** The counter of one process. */
export const createMemoryCounter = (windowMs: number, now: () => number = Date.now): AttemptCounter => {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, at: number) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    // Checked and counted in one synchronous step: no other attempt runs in between.
    take: async (buckets) => {
      const at = now();
      let waitMs = 0;
      for (const { key, limit } of buckets) {
        const entry = live(key, at);
        if (entry && entry.count >= limit) waitMs = Math.max(waitMs, entry.resetAt - at);
      }
      if (waitMs > 0) return { isAllowed: false, retryAfterSeconds: retryAfterSeconds(waitMs) };
      const taken = buckets.map(({ key }) => {
        const entry = live(key, at) ?? { count: 0, resetAt: at + windowMs };
        entry.count += 1;
        entries.set(key, entry);
        return entry;
      });
      // Keep memory bounded under a spray of distinct keys.
      if (entries.size > MAX_ENTRIES) for (const k of entries.keys()) live(k, at);
      return {
        isAllowed: true,
        // An entry whose window has ended since is no longer in the map: giving back to it changes nothing.
        giveBack: async () => {
          for (const entry of taken) entry.count = Math.max(0, entry.count - 1);
        },
      };
    },
    close: async () => undefined,
  };
};
