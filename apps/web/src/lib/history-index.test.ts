import { describe, expect, it } from "vitest";
import { indexHistoryEntries, type IndexedWindow } from "./history-index.ts";

/** A window whose history a test moves: `arrive` is the browser showing an entry and firing popstate. */
const fakeWindow = (initialState: unknown) => {
  let listeners: (() => void)[] = [];
  const history = {
    state: initialState,
    replaceState(state: unknown) {
      history.state = state;
    },
  };
  const win = {
    history,
    addEventListener: (type: string, listener: () => void) => {
      if (type === "popstate") listeners.push(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => {
      listeners = listeners.filter((l) => l !== listener);
    },
  } as unknown as IndexedWindow;
  return {
    win,
    history,
    /** The browser shows an entry (Back, Forward, a typed address): its state, then popstate. */
    arrive: (state: unknown) => {
      history.state = state;
      listeners.forEach((listener) => listener());
    },
    /** The router pushes an entry of its own (no event). */
    push: (state: unknown) => {
      history.state = state;
    },
  };
};

describe("numbering the history entries the router did not make", () => {
  it("gives an address typed in after the entry on show that entry's number plus one, keeping its state", () => {
    const browser = fakeWindow({ usr: null, key: "a", idx: 0 });
    const index = indexHistoryEntries(browser.win);
    browser.arrive(null);
    expect(browser.history.state).toEqual({ idx: 1 });
    browser.arrive({ from: "a script" });
    expect(browser.history.state).toEqual({ from: "a script", idx: 2 });
    index.stop();
  });

  it("counts on from the router's own pushes, which fire no event, once told of them", () => {
    const browser = fakeWindow({ idx: 0 });
    const index = indexHistoryEntries(browser.win);
    browser.push({ key: "b", idx: 1 });
    index.sync();
    browser.push({ key: "c", idx: 2 });
    index.sync();
    browser.arrive(null);
    expect(browser.history.state).toEqual({ idx: 3 });
    index.stop();
  });

  it("leaves numbered entries alone and counts from the one Back or Forward went to", () => {
    const browser = fakeWindow({ idx: 4 });
    const index = indexHistoryEntries(browser.win);
    browser.arrive({ key: "x", idx: 2 });
    expect(browser.history.state).toEqual({ key: "x", idx: 2 });
    browser.arrive(undefined);
    expect(browser.history.state).toEqual({ idx: 3 });
    index.stop();
  });

  it("starts from 0 on a first entry without a number, as the router does", () => {
    const browser = fakeWindow(null);
    const index = indexHistoryEntries(browser.win);
    browser.arrive(null);
    expect(browser.history.state).toEqual({ idx: 1 });
    index.stop();
  });

  it("listens once however often it is installed, and not at all once stopped", () => {
    const browser = fakeWindow({ idx: 0 });
    const first = indexHistoryEntries(browser.win);
    expect(indexHistoryEntries(browser.win)).toBe(first);
    browser.arrive(null);
    expect(browser.history.state).toEqual({ idx: 1 });
    first.stop();
    browser.arrive(null);
    expect(browser.history.state).toBeNull();
  });
});
