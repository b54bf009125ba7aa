import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTimerHost } from "./carousel-timers.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the carousel's timer host", () => {
  it("starts a timer once per seq and reports its key and seq when it fires", () => {
    const fired: [string, number][] = [];
    const host = createTimerHost((key, seq) => fired.push([key, seq]));
    host.sync({ autoplay: { ms: 100, seq: 1 } });
    vi.advanceTimersByTime(50);
    // The same request again does not restart it.
    host.sync({ autoplay: { ms: 100, seq: 1 } });
    vi.advanceTimersByTime(50);
    expect(fired).toEqual([["autoplay", 1]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("restarts a timer given a new seq and stops one no longer asked for", () => {
    const fired: [string, number][] = [];
    const host = createTimerHost((key, seq) => fired.push([key, seq]));
    host.sync({ autoplay: { ms: 100, seq: 1 }, reload: { ms: 100, seq: 2 } });
    vi.advanceTimersByTime(60);
    host.sync({ autoplay: { ms: 100, seq: 3 } });
    vi.advanceTimersByTime(60);
    expect(fired).toEqual([]);
    expect(host.size()).toBe(1);
    vi.advanceTimersByTime(40);
    expect(fired).toEqual([["autoplay", 3]]);
  });

  it("does not start a fired timer again while its state still asks for it", () => {
    const fired: number[] = [];
    const host = createTimerHost((_key, seq) => fired.push(seq));
    host.sync({ autoplay: { ms: 10, seq: 1 } });
    vi.advanceTimersByTime(10);
    host.sync({ autoplay: { ms: 10, seq: 1 } });
    vi.advanceTimersByTime(100);
    expect(fired).toEqual([1]);
    host.sync({ autoplay: { ms: 10, seq: 2 } });
    vi.advanceTimersByTime(10);
    expect(fired).toEqual([1, 2]);
  });

  it("stops everything on disposal and starts nothing afterwards", () => {
    const onFire = vi.fn();
    const host = createTimerHost(onFire);
    host.sync({ a: { ms: 10, seq: 1 }, b: { ms: 20, seq: 2 } });
    host.dispose();
    host.sync({ c: { ms: 10, seq: 3 } });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(onFire).not.toHaveBeenCalled();
  });
});
