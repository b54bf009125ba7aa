import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());

// findBy / waitFor wait up to 5 s (not 1 s): what a screen shows after a call can take longer than a second
// while the rest of the suite runs on the same two cores.
configure({ asyncUtilTimeout: 5_000 });

// The component files share one jsdom (isolate: false), and this file runs before each of them: patch once.
const PATCHED = Symbol.for("fieldstead.setup-dom");
const scope = globalThis as typeof globalThis & { [PATCHED]?: { isKeyboardModality: boolean } };

if (!scope[PATCHED]) {
  const state = { isKeyboardModality: false };
  scope[PATCHED] = state;

  // jsdom has no matchMedia; MUI's useMediaQuery (and the app's mobile check) ask it. Nothing matches: desktop.
  if (typeof window.matchMedia !== "function") {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
  }

  // jsdom never matches :focus-visible, so MUI would show no tooltip on keyboard focus. Browsers match it for
  // focus that follows keyboard use and not after a pointer press; this follows the same rule.
  document.addEventListener("keydown", () => (state.isKeyboardModality = true), true);
  document.addEventListener("pointerdown", () => (state.isKeyboardModality = false), true);
  document.addEventListener("mousedown", () => (state.isKeyboardModality = false), true);
  const nativeMatches = Element.prototype.matches;
  Element.prototype.matches = function matches(this: Element, selectors: string): boolean {
    if (selectors.trim() === ":focus-visible")
      return state.isKeyboardModality && nativeMatches.call(this, ":focus");
    return nativeMatches.call(this, selectors);
  };
}

afterEach(() => {
  scope[PATCHED]!.isKeyboardModality = false;
});
