import { describe, expect, it } from "vitest";
import { clampLaunchRight, isDrag, LAUNCH_POSITION_KEY, readLaunchRight } from "./launch-position.ts";

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === LAUNCH_POSITION_KEY ? value : null),
});

describe("the launch button's place", () => {
  it.each([
    { value: null, right: 78 },
    { value: "", right: 78 },
    { value: "abc", right: 78 },
    { value: "240", right: 240 },
  ])("remembered as $value starts $right px from the right", ({ value, right }) => {
    expect(readLaunchRight(storageWith(value))).toBe(right);
  });

  it.each([
    { right: 78, width: 1024, clamped: 78 },
    { right: -30, width: 1024, clamped: 8 },
    // 1024 - 56 (the button) - 8 (the gap): its left edge stays inside the window.
    { right: 5000, width: 1024, clamped: 960 },
    { right: 700, width: 400, clamped: 336 },
  ])("$right px in a $width px window stays at $clamped px", ({ right, width, clamped }) => {
    expect(clampLaunchRight(right, width)).toBe(clamped);
  });

  it.each([
    { dx: 0, drag: false },
    { dx: 4, drag: false },
    { dx: -4.9, drag: false },
    { dx: 5, drag: true },
    { dx: -12, drag: true },
  ])("a move of $dx px is a drag: $drag", ({ dx, drag }) => {
    expect(isDrag(dx)).toBe(drag);
  });
});
