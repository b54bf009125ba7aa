/**
 * Calls started before the screen that needs them has loaded its code (a route's prefetch), so the screen's
 * own identical call takes the answer already on its way instead of asking again. An early answer is taken
 * once, and only while fresh; a failed one is dropped (the screen asks again and shows its own error).
 */
const FRESH_MS = 10_000;

type Early = { promise: Promise<unknown>; startedAt: number };

const calls = new Map<string, Early>();

/** One key per method, address and body: only the very same call may take an early answer. */
export const earlyCallKey = (method: string, address: string, body: unknown): string =>
  `${method} ${address} ${body === undefined ? "" : JSON.stringify(body)}`;

/** Keeps `start()`'s answer for the same call made within the next seconds (one call at a time per key). */
export const startEarly = <T>(key: string, start: () => Promise<T>, now = Date.now()): void => {
  const known = calls.get(key);
  if (known && now - known.startedAt < FRESH_MS) return;
  const promise = start();
  calls.set(key, { promise, startedAt: now });
  promise.catch(() => {
    if (calls.get(key)?.promise === promise) calls.delete(key);
  });
};

/** The early answer to this call, once, when one was started within the last seconds; otherwise null. */
export const takeEarly = <T>(key: string, now = Date.now()): Promise<T> | null => {
  const known = calls.get(key);
  if (!known) return null;
  calls.delete(key);
  return now - known.startedAt < FRESH_MS ? (known.promise as Promise<T>) : null;
};
