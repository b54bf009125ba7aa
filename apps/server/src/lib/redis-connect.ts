import type { Redis } from "ioredis";

/** How long start-up waits for Redis: long enough for a Redis that starts beside the portal, or a busy one. */
export const REDIS_START_WAIT_MS = 30_000;

/** The address without its password, for a message a person reads. */
const shown = (url: string): string => {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    parsed.username = "";
    return parsed.toString();
  } catch {
    return "the REDIS_URL address";
  }
};

/**
 * Connects a client made with `lazyConnect` and answers once it is ready. A first connection that closes
 * (Redis starting a moment after the portal, a refused or slow connection on a busy machine) is not the
 * end: the client tries again by itself, and start-up waits for it up to `waitMs`, then says what failed.
 */
export const connectWhenReady = async (
  client: Redis,
  url: string,
  waitMs = REDIS_START_WAIT_MS,
): Promise<void> => {
  if (client.status === "ready") return;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve) => client.once("ready", () => resolve()));
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      client.disconnect();
      reject(new Error(`Redis at ${shown(url)} could not be reached within ${Math.round(waitMs / 1000)} s`));
    }, waitMs);
  });
  // A rejected first attempt is followed by the client's own retries; readiness is what is awaited.
  client.connect().catch(() => undefined);
  try {
    await Promise.race([ready, late]);
  } finally {
    clearTimeout(timer);
  }
};
