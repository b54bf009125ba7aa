import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRAME_LOAD_TIMEOUT_MS, RELOAD_TIMER, currentDashboard } from "./carousel.machine.ts";
import { HOURS_4, LIST, runCarousel } from "./carousel.test-harness.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a failed frame's Retry", () => {
  it("reloads that frame after 0.1 s as a new frame element", () => {
    const c = runCarousel();
    c.loadList();
    c.failFrame(1);
    [0, 2].forEach(c.loadFrame);
    const before = c.state.frames[1]!.generation;
    c.send({ type: "retry", index: 1 });
    expect(c.state.frames[1]!.status).toBe("retrying");
    vi.advanceTimersByTime(99);
    expect(c.state.frames[1]!.generation).toBe(before);
    vi.advanceTimersByTime(1);
    expect(c.state.frames[1]!.status).toBe("loading");
    expect(c.state.frames[1]!.generation).not.toBe(before);
    c.loadFrame(1);
    expect(c.state.frames[1]!.status).toBe("loaded");
  });

  it("does nothing for a frame that has not failed", () => {
    const c = runCarousel();
    c.play();
    const before = c.state;
    c.send({ type: "retry", index: 0 });
    c.send({ type: "retry", index: 7 });
    expect(c.state.frames).toEqual(before.frames);
  });

  it("fails again when the reloaded frame does not load in time", () => {
    const c = runCarousel();
    c.play();
    c.failFrame(0);
    c.send({ type: "retry", index: 0 });
    vi.advanceTimersByTime(100 + FRAME_LOAD_TIMEOUT_MS);
    expect(c.state.frames[0]!.status).toBe("failed");
  });
});

describe("the 4-hour reload", () => {
  it("fetches the list again and replaces every frame, keeping one frame per dashboard", () => {
    const c = runCarousel();
    c.play();
    c.send({ type: "jump", index: 2 });
    c.send({ type: "togglePause" });
    const generations = c.state.frames.map((f) => f.generation);
    vi.advanceTimersByTime(HOURS_4 - 3_000 - 1);
    expect(c.state.listRequest).toBe(1);
    vi.advanceTimersByTime(1);
    expect(c.state.listRequest).toBe(2);
    // An answer to an older request is ignored.
    c.send({ type: "listLoaded", request: 1, dashboards: [] });
    expect(c.state.status).toBe("showing");
    const renewed = LIST.map((d) => ({ ...d, url: `${d.url}?renewed` }));
    c.loadList(renewed);
    expect(c.state.status).toBe("showing");
    expect(c.state.frames).toHaveLength(3);
    expect(c.state.frames.map((f) => f.status)).toEqual(["loading", "loading", "loading"]);
    expect(c.state.frames.some((f, i) => f.generation === generations[i])).toBe(false);
    expect(c.state.dashboards[0]!.url).toBe(`${LIST[0]!.url}?renewed`);
    expect(c.title()).toBe("Dashboard 77");
    expect(c.state.autoplay).toBe("paused");
    vi.advanceTimersByTime(HOURS_4);
    expect(c.state.listRequest).toBe(3);
  });

  it("starts again from the first dashboard when the shorter list no longer holds the current one", () => {
    const c = runCarousel();
    c.play();
    c.send({ type: "jump", index: 2 });
    vi.advanceTimersByTime(HOURS_4);
    c.loadList(LIST.slice(0, 2));
    expect(c.state.frames).toHaveLength(2);
    expect(c.title()).toBe("Sales Analytics");
  });

  it("shows the empty state when the list empties or fails, and tries again 4 hours later", () => {
    const c = runCarousel();
    c.play();
    vi.advanceTimersByTime(HOURS_4);
    c.send({ type: "listFailed", request: c.state.listRequest });
    expect(c.state.status).toBe("empty");
    expect(c.state.frames).toHaveLength(0);
    expect(Object.keys(c.state.timers)).toEqual([RELOAD_TIMER]);
    vi.advanceTimersByTime(HOURS_4);
    expect(c.state.listRequest).toBe(3);
    c.loadList();
    expect(c.state.status).toBe("preloading");
  });
});

describe("an empty or failed list", () => {
  it("shows the empty state for an empty list", () => {
    const c = runCarousel();
    c.loadList([]);
    expect(c.state.status).toBe("empty");
    expect(currentDashboard(c.state)).toBeNull();
  });

  it("shows the empty state when the list cannot be loaded", () => {
    const c = runCarousel();
    c.send({ type: "listFailed", request: 1 });
    expect(c.state.status).toBe("empty");
  });
});

describe("running for days", () => {
  it("keeps at most one timer per key and leaves none after disposal", () => {
    const c = runCarousel();
    c.play();
    // A day: over a thousand cycles of the three dashboards, the 4-hourly reloads answered as they come.
    let answered = c.state.listRequest;
    for (let hour = 0; hour < 24; hour++) {
      vi.advanceTimersByTime(60 * 60_000);
      if (c.state.listRequest > answered) {
        answered = c.state.listRequest;
        c.loadList();
        [0, 1, 2].forEach(c.loadFrame);
      }
      expect(c.state.frames).toHaveLength(3);
      expect(vi.getTimerCount()).toBeLessThanOrEqual(2);
    }
    expect(c.state.listRequest).toBe(7);
    c.runner.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
