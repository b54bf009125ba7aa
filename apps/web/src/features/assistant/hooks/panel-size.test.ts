import { describe, expect, it } from "vitest";
import { fitPanelSize, maxPanelSize, resizeFromCorner, resizeFromLeftEdge } from "./panel-size.ts";

const WIDE = { width: 2000, height: 1000 };

describe("the chat panel's size", () => {
  it("keeps its left edge at 30% of the window or further right", () => {
    // 70% of 2000 minus the 24 px gap to the right edge.
    expect(maxPanelSize(WIDE)).toEqual({ width: 1376, height: 960 });
  });

  it.each([
    { dx: -100, width: 520, why: "dragging the edge left widens it" },
    { dx: 50, width: 420 - 20, why: "dragging right narrows it" },
    { dx: 300, width: 400, why: "never narrower than 400" },
    { dx: -5000, width: 1376, why: "never left of 30% of the window" },
  ])("left edge: $why", ({ dx, width }) => {
    const size = resizeFromLeftEdge({ start: { width: 420, height: 600 }, dx, dy: 80, viewport: WIDE });
    expect(size).toEqual({ width, height: 600 });
  });

  it.each([
    { start: { width: 800, height: 600 }, dx: -100, dy: -50, size: { width: 900, height: 650 } },
    { start: { width: 800, height: 600 }, dx: 400, dy: 500, size: { width: 700, height: 300 } },
    { start: { width: 420, height: 600 }, dx: -80, dy: 0, size: { width: 500, height: 600 } },
    { start: { width: 420, height: 250 }, dx: 60, dy: 60, size: { width: 420, height: 250 } },
    { start: { width: 800, height: 600 }, dx: -5000, dy: -5000, size: { width: 1376, height: 960 } },
  ])("corner from $start.width × $start.height moved by $dx, $dy: $size.width × $size.height", (row) => {
    expect(resizeFromCorner({ start: row.start, dx: row.dx, dy: row.dy, viewport: WIDE })).toEqual(row.size);
  });

  it("fits a remembered size into a smaller window, the window's limits winning", () => {
    expect(fitPanelSize({ width: 1200, height: 900 }, { width: 1000, height: 700 })).toEqual({
      width: 676,
      height: 660,
    });
    expect(fitPanelSize({ width: 420, height: 640 }, { width: 500, height: 400 })).toEqual({
      width: 326,
      height: 360,
    });
  });
});
