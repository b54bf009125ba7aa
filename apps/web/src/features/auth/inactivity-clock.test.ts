import { describe, expect, it } from "vitest";
import { INACTIVITY_TIMEOUT_MS, createInactivityClock, parseTimestamp } from "./inactivity-clock.ts";

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;

describe("the inactivity clock", () => {
  it("the time-out is 30 minutes", () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(1_800_000);
  });

  it.each([
    [29 * MINUTE + 59_999, false],
    [30 * MINUTE, true],
    [3 * 60 * MINUTE, true],
  ])("%i ms after the start without activity, expired is %s", (elapsed, expected) => {
    const clock = createInactivityClock({ startedAt: T0 });
    expect(clock.isExpired(T0 + elapsed)).toBe(expected);
  });

  it("activity starts the 30 minutes again", () => {
    const clock = createInactivityClock({ startedAt: T0 });
    clock.recordActivity(T0 + 20 * MINUTE);
    expect(clock.isExpired(T0 + 40 * MINUTE)).toBe(false);
    expect(clock.isExpired(T0 + 50 * MINUTE)).toBe(true);
  });

  it("activity another tab shared keeps this tab alive; an older stamp changes nothing", () => {
    const clock = createInactivityClock({ startedAt: T0 });
    clock.observeSharedActivity(T0 + 25 * MINUTE);
    expect(clock.isExpired(T0 + 45 * MINUTE)).toBe(false);
    clock.observeSharedActivity(T0 - 5 * MINUTE);
    clock.observeSharedActivity(null);
    expect(clock.lastActivityAt()).toBe(T0 + 25 * MINUTE);
  });

  it("compares timestamps: a tab that slept past the time-out is expired at its first check", () => {
    const clock = createInactivityClock({ startedAt: T0 });
    // No timer fired while asleep; the first check after waking decides.
    expect(clock.isExpired(T0 + 2 * 60 * MINUTE)).toBe(true);
  });

  it("shares activity with the other tabs at most every 5 s", () => {
    const clock = createInactivityClock({ startedAt: T0 });
    expect(
      [T0, T0 + 1_000, T0 + 4_999, T0 + 5_000, T0 + 6_000].map((at) => clock.recordActivity(at)),
    ).toEqual([true, false, false, true, false]);
  });

  it("checks again when the time runs out, but at least every minute", () => {
    const clock = createInactivityClock({ startedAt: T0 });
    expect(clock.nextCheckDelay(T0)).toBe(MINUTE);
    expect(clock.nextCheckDelay(T0 + 29 * MINUTE + 30_000)).toBe(30_000);
    expect(clock.nextCheckDelay(T0 + 31 * MINUTE)).toBe(0);
  });

  it.each([
    ["1700000000000", 1_700_000_000_000],
    [null, null],
    ["", null],
    ["soon", null],
  ])("reads the stored stamp %s as %s", (value, expected) => {
    expect(parseTimestamp(value)).toBe(expected);
  });
});
