import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOPLAY_TIMER, FRAME_LOAD_TIMEOUT_MS, loadTimer, loadedCount } from "./carousel.machine.ts";
import { LIST, runCarousel } from "./carousel.test-harness.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("loading and preloading", () => {
  it("starts by asking for the list, with no timer running", () => {
    const c = runCarousel();
    expect(c.state.status).toBe("loadingList");
    expect(c.state.listRequest).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("preloads one frame per dashboard and counts them, a failed load counting as loaded", () => {
    const c = runCarousel();
    c.loadList();
    expect(c.state.status).toBe("preloading");
    expect(c.state.frames.map((f) => f.status)).toEqual(["loading", "loading", "loading"]);
    expect(loadedCount(c.state)).toBe(0);
    c.loadFrame(1);
    expect(loadedCount(c.state)).toBe(1);
    c.failFrame(0);
    expect(loadedCount(c.state)).toBe(2);
    expect(c.state.status).toBe("preloading");
    c.loadFrame(2);
    expect(c.state.status).toBe("showing");
    expect(c.title()).toBe("Sales Analytics");
    expect(c.state.frames.map((f) => f.status)).toEqual(["failed", "loaded", "loaded"]);
  });

  it("counts a frame that has not loaded within the time-out as failed", () => {
    const c = runCarousel();
    c.loadList();
    c.loadFrame(0);
    c.loadFrame(1);
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1);
    expect(c.state.status).toBe("preloading");
    vi.advanceTimersByTime(1);
    expect(c.state.frames[2]!.status).toBe("failed");
    expect(c.state.status).toBe("showing");
  });

  it("recovers a frame that loads after its time-out, and marks one that reports an error later", () => {
    const c = runCarousel();
    c.loadList();
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    expect(c.state.frames.every((f) => f.status === "failed")).toBe(true);
    c.loadFrame(0);
    expect(c.state.frames[0]!.status).toBe("loaded");
    c.failFrame(0);
    expect(c.state.frames[0]!.status).toBe("failed");
  });

  it("ignores news from a frame element that has been replaced", () => {
    const c = runCarousel();
    c.loadList();
    const stale = c.state.frames[0]!.generation;
    c.failFrame(0);
    c.send({ type: "retry", index: 0 });
    vi.advanceTimersByTime(100);
    c.send({ type: "frameLoaded", index: 0, generation: stale });
    expect(c.state.frames[0]!.status).toBe("loading");
    c.send({ type: "frameLoaded", index: 9, generation: stale });
    expect(c.state.frames).toHaveLength(3);
  });

  it("fails a dashboard whose address cannot be framed at once", () => {
    const c = runCarousel();
    c.loadList([{ id: 5, title: "Bad", url: null }, LIST[0]!]);
    expect(c.state.frames[0]!.status).toBe("failed");
    expect(c.state.timers[loadTimer(0)]).toBeUndefined();
    c.loadFrame(1);
    expect(c.state.status).toBe("showing");
    c.send({ type: "retry", index: 0 });
    vi.advanceTimersByTime(100);
    expect(c.state.frames[0]!.status).toBe("failed");
  });
});

describe("autoplay", () => {
  it("waits 3 s after preloading, then shows each dashboard for its own time with a 0.5 s pause", () => {
    const c = runCarousel();
    c.loadList();
    [0, 1, 2].forEach(c.loadFrame);
    vi.advanceTimersByTime(3_000 + 30_000 - 1);
    expect(c.title()).toBe("Sales Analytics");
    vi.advanceTimersByTime(1);
    expect(c.state.autoplay).toBe("pausing");
    vi.advanceTimersByTime(499);
    expect(c.title()).toBe("Sales Analytics");
    vi.advanceTimersByTime(1);
    expect(c.title()).toBe("Financial Metrics");
    expect(c.state.previousIndex).toBe(0);
    expect(c.state.direction).toBe(1);
    vi.advanceTimersByTime(20_000 + 499);
    expect(c.title()).toBe("Financial Metrics");
    vi.advanceTimersByTime(1);
    expect(c.title()).toBe("Dashboard 77");
    vi.advanceTimersByTime(25_000 + 500);
    // Wraps from the last to the first.
    expect(c.title()).toBe("Sales Analytics");
    expect(c.state.previousIndex).toBe(2);
  });

  it("keeps a single dashboard on screen", () => {
    const c = runCarousel();
    c.play([LIST[0]!]);
    vi.advanceTimersByTime(10 * 60_000);
    expect(c.state.index).toBe(0);
    expect(c.state.previousIndex).toBeNull();
    c.send({ type: "next" });
    expect(c.state.previousIndex).toBeNull();
  });

  it("pauses and resumes; a resumed dashboard gets its full time", () => {
    const c = runCarousel();
    c.play();
    vi.advanceTimersByTime(29_000);
    c.send({ type: "togglePause" });
    expect(c.state.autoplay).toBe("paused");
    vi.advanceTimersByTime(60 * 60_000);
    expect(c.title()).toBe("Sales Analytics");
    c.send({ type: "togglePause" });
    vi.advanceTimersByTime(30_000 + 499);
    expect(c.title()).toBe("Sales Analytics");
    vi.advanceTimersByTime(1);
    expect(c.title()).toBe("Financial Metrics");
  });

  it("ignores pause, moves and jumps before the dashboards show", () => {
    const c = runCarousel();
    c.loadList();
    for (const event of [
      { type: "togglePause" },
      { type: "next" },
      { type: "previous" },
      { type: "jump", index: 1 },
    ] as const)
      c.send(event);
    expect(c.state.index).toBe(0);
    expect(c.state.autoplay).toBe("starting");
  });
});

describe("manual moves", () => {
  it("goes forward and back, wrapping both ways", () => {
    const c = runCarousel();
    c.play();
    c.send({ type: "previous" });
    expect(c.title()).toBe("Dashboard 77");
    expect(c.state.direction).toBe(-1);
    c.send({ type: "next" });
    expect(c.title()).toBe("Sales Analytics");
    expect(c.state.direction).toBe(1);
    c.send({ type: "next" });
    c.send({ type: "next" });
    c.send({ type: "next" });
    expect(c.title()).toBe("Sales Analytics");
    expect(c.state.previousIndex).toBe(2);
  });

  it("restarts autoplay 0.1 s after a move, with the new dashboard's full time", () => {
    const c = runCarousel();
    c.play();
    vi.advanceTimersByTime(25_000);
    c.send({ type: "next" });
    expect(c.state.autoplay).toBe("restarting");
    vi.advanceTimersByTime(100);
    expect(c.state.autoplay).toBe("displaying");
    vi.advanceTimersByTime(20_000 + 499);
    expect(c.title()).toBe("Financial Metrics");
    vi.advanceTimersByTime(1);
    expect(c.title()).toBe("Dashboard 77");
  });

  it("jumps only to an index inside the list", () => {
    const c = runCarousel();
    c.play();
    for (const index of [-1, 3, 1.5, Number.NaN, 0]) c.send({ type: "jump", index });
    expect(c.state.index).toBe(0);
    expect(c.state.previousIndex).toBeNull();
    c.send({ type: "jump", index: 2 });
    expect(c.title()).toBe("Dashboard 77");
    expect(c.state.direction).toBe(1);
    c.send({ type: "jump", index: 1 });
    expect(c.state.direction).toBe(-1);
    expect(c.state.previousIndex).toBe(2);
  });

  it("stays paused after a move while paused", () => {
    const c = runCarousel();
    c.play();
    c.send({ type: "togglePause" });
    c.send({ type: "next" });
    expect(c.title()).toBe("Financial Metrics");
    vi.advanceTimersByTime(60_000);
    expect(c.title()).toBe("Financial Metrics");
    expect(c.state.timers[AUTOPLAY_TIMER]).toBeUndefined();
  });
});
