import { describe, expect, it } from "vitest";
import type { DashboardWidget } from "@fieldstead/domain";
import { FIT, fitLayoutOf, fitMinHeight, fitScale, isFittingScreen } from "./dashboard-fit.ts";

const widget = (
  Key: string,
  Kind: DashboardWidget["Kind"],
  Width: DashboardWidget["Width"],
): DashboardWidget => ({
  Key,
  Title: Key,
  Kind,
  Width,
  Unit: "count",
  Note: "Now",
});

const keysAndSpans = (widgets: readonly DashboardWidget[]) =>
  fitLayoutOf(widgets).rows.map((row) => row.map(({ widget: w, span }) => `${w.Key}:${span}`));

// The Asset Inventory dashboard's widgets, in order.
const ASSETS = [
  widget("total", "figure", 4),
  widget("warehouses", "figure", 4),
  widget("moves", "figure", 4),
  widget("by-category", "bar", 8),
  widget("by-status", "pie", 4),
  widget("verification", "pie", 4),
  widget("by-site", "bar", 8),
  widget("stock", "table", 6),
  widget("move-requests", "bar", 6),
];

describe("a dashboard laid out to fill the screen", () => {
  it("puts the figures in the column and the rest in rows of 12 columns, in their order", () => {
    const layout = fitLayoutOf(ASSETS);
    expect(layout.figures.map((w) => w.Key)).toEqual(["total", "warehouses", "moves"]);
    expect(keysAndSpans(ASSETS)).toEqual([
      ["by-category:8", "by-status:4"],
      ["verification:4", "by-site:8"],
      ["stock:6", "move-requests:6"],
    ]);
  });

  it.each([
    [
      "a row left short by a figure that moved out widens its widgets",
      [widget("a", "bar", 8), widget("b", "pie", 8)],
      [["a:12"], ["b:12"]],
    ],
    [
      "shares of a row keep their proportions and add up to 12",
      [widget("a", "bar", 4), widget("b", "bar", 4)],
      [["a:6", "b:6"]],
    ],
    [
      "three thirds",
      [widget("a", "bar", 3), widget("b", "bar", 3), widget("c", "bar", 6)],
      [["a:3", "b:3", "c:6"]],
    ],
  ])("%s", (_case, widgets, rows) => {
    expect(keysAndSpans(widgets)).toEqual(rows);
  });

  it("lays out a dashboard of figures alone in rows", () => {
    const figures = [widget("a", "figure", 6), widget("b", "figure", 6), widget("c", "figure", 6)];
    const layout = fitLayoutOf(figures);
    expect(layout.figures).toEqual([]);
    expect(keysAndSpans(figures)).toEqual([["a:6", "b:6"], ["c:12"]]);
  });

  it("needs the header and its rows or its figures, whichever stack higher", () => {
    const chrome = 2 * FIT.padding + FIT.header + FIT.headerGap;
    expect(fitMinHeight(fitLayoutOf(ASSETS))).toBe(chrome + 3 * FIT.rowMin + 2 * FIT.gap);
    const manyFigures = [
      ...Array.from({ length: 6 }, (_, i) => widget(`f${i}`, "figure", 3)),
      widget("c", "bar", 12),
    ];
    expect(fitMinHeight(fitLayoutOf(manyFigures))).toBe(chrome + 6 * FIT.figureMin + 5 * FIT.gap);
  });
});

describe("how large the fitted dashboard is drawn", () => {
  const needs = fitMinHeight(fitLayoutOf(ASSETS));

  it.each([
    // A carousel's frame on each screen: the window less the carousel's header and dots.
    ["1280x720", { width: 1280, height: 632 }, 1],
    ["1600x900", { width: 1600, height: 900 }, 1],
    ["1920x1080", { width: 1920, height: 992 }, 992 / 900],
    ["3840x2160", { width: 3840, height: 1954 }, 1954 / 900],
    ["a wide, low screen grows only as far as its height allows", { width: 3840, height: 1000 }, 1000 / 900],
  ])("%s", (_case, screen, scale) => {
    expect(fitScale(screen, needs)).toBeCloseTo(scale, 5);
  });

  it("shrinks on a screen too low for the rows, and only then", () => {
    expect(fitScale({ width: 1280, height: needs }, needs)).toBe(1);
    expect(fitScale({ width: 1280, height: 500 }, needs)).toBeCloseTo(500 / needs, 5);
  });

  it.each([
    [{ width: 1280, height: 632 }, true],
    [{ width: 960, height: 480 }, true],
    [{ width: 390, height: 844 }, false],
    [{ width: 1280, height: 400 }, false],
  ])("fills a %o screen: %s (smaller ones get the page that scrolls)", (screen, isFitting) => {
    expect(isFittingScreen(screen)).toBe(isFitting);
  });
});
