import type { Db, Tx } from "../db/client.ts";
import { advanceEpoch, readEpoch } from "./revocation-epoch.repository.ts";

export type RevocationEpochOptions = {
  /** How often the epoch is read while the caches are used. */
  readEveryMs: number;
  /** How old the last successful reading may be before no cache is trusted without a new one. */
  trustMs: number;
  /** A monotonic clock in milliseconds: staleness is real elapsed time, whatever the app's clock says. */
  clock?: () => number;
};

/**
 * The backstop of the in-process session and permission caches. The bus clears an entry on every instance
 * the moment it changes; when that message is lost (Redis away), the epoch still carries the change: every
 * revocation, role or permission change moves a counter in the database in its own transaction, each
 * instance reads the counter at most every `readEveryMs` while it serves calls (in the background, so a call
 * waits for no query), drops its caches when the counter moved, and waits for a reading before it trusts a
 * cache again once the last one is older than `trustMs`. A cached session or right is so never more than
 * `trustMs` behind the database.
 */
export class RevocationEpoch {
  private value: number | undefined;
  /** When the last successful reading started. */
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  private readonly droppers: (() => void)[] = [];
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: RevocationEpochOptions,
  ) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** `drop` empties a cache; it runs when the epoch moved, and when the bus may have missed messages. */
  onDrop(drop: () => void): void {
    this.droppers.push(drop);
  }

  /**
   * Asked before a cache is trusted: nothing to wait for while the last reading is recent (one older than
   * `readEveryMs` is renewed in the background), a reading to wait for once it is older than `trustMs`.
   */
  freshness(): Promise<void> | undefined {
    const age = this.clock() - this.readAt;
    if (age < this.options.readEveryMs) return undefined;
    const reading = this.read();
    if (age < this.options.trustMs) {
      // A failure here is met again by the caller that waits once the reading is too old.
      reading.catch(() => undefined);
      return undefined;
    }
    return reading;
  }

  /**
   * Runs a change and moves the epoch in the same transaction, so every instance that sees the move also
   * sees the change. The caller still clears its own entries and tells the others through the bus.
   */
  async change<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    const { result, value } = await this.db.transaction(async (tx) => {
      const result = await run(tx);
      return { result, value: await advanceEpoch(tx) };
    });
    // When this change is the only move since the last reading, this instance has nothing to drop for it.
    if (this.value !== undefined && value === this.value + 1) this.value = value;
    return result;
  }

  /** Empties every cache at once (the epoch moved, or messages may have been lost). */
  dropCaches(): void {
    for (const drop of this.droppers) drop();
  }

  private read(): Promise<void> {
    this.reading ??= (async () => {
      const startedAt = this.clock();
      try {
        const value = await readEpoch(this.db);
        // Entries cached before the first reading may predate any change: they go too.
        if (this.value === undefined || value > this.value) this.dropCaches();
        this.value = Math.max(value, this.value ?? value);
        this.readAt = Math.max(this.readAt, startedAt);
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}
