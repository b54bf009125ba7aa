import { describe, expect, it, vi } from "vitest";
import { pino } from "pino";
import { JOB_STALE_AFTER_MS, leftoverCutoff, startJobHeartbeat } from "./job-heartbeat.ts";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("job heartbeat", () => {
  it("beats for the jobs this process runs, and sweeps the jobs whose heartbeat stopped", async () => {
    vi.useFakeTimers();
    try {
      const beats: number[][] = [];
      const sweeps: Date[] = [];
      const heartbeat = startJobHeartbeat({
        name: "test",
        logger: pino({ level: "silent" }),
        now: () => NOW,
        running: () => [9],
        beat: async (ids) => void beats.push(ids),
        failStale: async (staleBefore) => {
          sweeps.push(staleBefore);
          return 0;
        },
        everyMs: 1000,
      });
      const untrack = heartbeat.track(4);
      await vi.advanceTimersByTimeAsync(1000);
      untrack();
      await vi.advanceTimersByTimeAsync(1000);
      heartbeat.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(beats).toEqual([[4, 9], [9]]);
      expect(sweeps).toEqual([
        new Date(NOW.getTime() - JOB_STALE_AFTER_MS),
        new Date(NOW.getTime() - JOB_STALE_AFTER_MS),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("at start treats every unfinished job as left over on the embedded database, only stale ones on a shared one", () => {
    expect(leftoverCutoff(false, NOW).getTime()).toBeGreaterThan(NOW.getTime());
    expect(leftoverCutoff(true, NOW)).toEqual(new Date(NOW.getTime() - JOB_STALE_AFTER_MS));
  });
});
