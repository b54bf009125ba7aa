import { describe, expect, it } from "vitest";
import { isNearBottom } from "./scroll-position.ts";

describe("isNearBottom", () => {
  it.each([
    ["at the bottom", 700, true],
    ["100 px above it", 600, true],
    ["101 px above it", 599, false],
    ["at the top", 0, false],
  ])("is %s", (_, scrollTop, expected) => {
    expect(isNearBottom({ scrollTop, scrollHeight: 1000, clientHeight: 300 })).toBe(expected);
  });

  it("holds for content shorter than the view", () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 300 })).toBe(true);
  });
});
