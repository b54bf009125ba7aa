import { describe, expect, it } from "vitest";
import { carouselKeyAction } from "./carousel-keys.ts";
import { closeCarousel } from "./close-carousel.ts";

const press = (key: string, extra: Partial<Parameters<typeof carouselKeyAction>[0]> = {}) =>
  carouselKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, ...extra });

describe("the carousel's keys", () => {
  it.each([
    ["Escape", "close"],
    ["ArrowUp", "previous"],
    ["ArrowDown", "next"],
    ["f", "fullscreen"],
    ["F", "fullscreen"],
    [" ", "pause"],
    ["ArrowLeft", null],
    ["Enter", null],
    ["g", null],
  ])("%j does %s", (key, action) => {
    expect(press(key)).toBe(action);
  });

  it("leaves keys held with Ctrl, Alt or Cmd to the browser", () => {
    expect(press("f", { ctrlKey: true })).toBeNull();
    expect(press("ArrowDown", { altKey: true })).toBeNull();
    expect(press("Escape", { metaKey: true })).toBeNull();
  });

  it("toggles once for a held-down F or Space, but keeps moving on a held arrow", () => {
    expect(press("f", { repeat: true })).toBeNull();
    expect(press(" ", { repeat: true })).toBeNull();
    expect(press("ArrowDown", { repeat: true })).toBe("next");
  });
});

describe("closing the carousel", () => {
  it("closes the tab when the browser lets it", () => {
    const win = { closed: false, close: () => (win.closed = true) };
    let wentBack = false;
    closeCarousel(() => (wentBack = true), win as unknown as Window);
    expect(win.closed).toBe(true);
    expect(wentBack).toBe(false);
  });

  it("goes back to the dashboard when the tab cannot be closed", () => {
    let wentBack = false;
    closeCarousel(() => (wentBack = true), { closed: false, close: () => undefined } as unknown as Window);
    expect(wentBack).toBe(true);
  });
});
