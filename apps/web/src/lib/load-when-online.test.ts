import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWhenOnline } from "./load-when-online.ts";

/** A browser whose connection the test switches: navigator.onLine and the window's 'online' event. */
const browser = () => {
  const events = new EventTarget();
  const state = { onLine: true };
  vi.stubGlobal("navigator", state);
  vi.stubGlobal("window", events);
  return {
    goOffline: () => (state.onLine = false),
    goOnline: () => {
      state.onLine = true;
      events.dispatchEvent(new Event("online"));
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a part of the app loaded on demand", () => {
  it("loads at once when online", async () => {
    browser();
    await expect(loadWhenOnline(async () => "page")()).resolves.toBe("page");
  });

  it("offline, waits for the connection instead of failing", async () => {
    const net = browser();
    net.goOffline();
    const load = vi.fn(async () => "page");
    const loading = loadWhenOnline(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    net.goOnline();
    await expect(loading).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a load that fails because the connection went is tried again when it is back", async () => {
    vi.useFakeTimers();
    const net = browser();
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(async () => {
        net.goOffline();
        throw new TypeError("Failed to fetch dynamically imported module");
      })
      .mockImplementation(async () => "page");
    const loading = loadWhenOnline(load)();
    await vi.advanceTimersByTimeAsync(600);
    expect(load).toHaveBeenCalledTimes(1);
    net.goOnline();
    await expect(loading).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failure while online is thrown, as before", async () => {
    vi.useFakeTimers();
    browser();
    const loading = loadWhenOnline(async () => {
      throw new Error("no such chunk");
    })();
    const outcome = expect(loading).rejects.toThrow("no such chunk");
    await vi.advanceTimersByTimeAsync(600);
    await outcome;
  });
});
