import { describe, expect, it } from "vitest";
import { MORE_LINE_PX, rowsThatFit } from "./use-rows-that-fit.ts";

// Rows 30 px high under a 36 px header: they end at 66, 96, 126, 156, 186.
const BOTTOMS = [66, 96, 126, 156, 186];

describe("the rows of a table that fill its card", () => {
  it.each([
    ["all of them when all fit", 186, 5],
    ["all of them when the last one just fits", 186.4, 5],
    ["those above the line that counts the rest when not all fit", 150, 3],
    ["none but the count in a box too low for one row and the line", 66 + MORE_LINE_PX - 1, 0],
    ["all of them before the box is measured", null, 5],
  ])("shows %s", (_case, height, shown) => {
    expect(rowsThatFit(BOTTOMS, height)).toBe(shown);
  });

  it("leaves room for the line: a row that would fit without it is counted instead", () => {
    // 156 + 24 = 180: four rows fit above the line, the fifth does not fit at all.
    expect(rowsThatFit(BOTTOMS, 180)).toBe(4);
    expect(rowsThatFit(BOTTOMS, 179)).toBe(3);
  });
});
