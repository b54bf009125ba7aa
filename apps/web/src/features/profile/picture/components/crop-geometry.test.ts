import { describe, expect, it } from "vitest";
import { centredCrop, clampCrop, moveCrop, sourceSquare, zoomCrop, type CropFrame } from "./crop-geometry.ts";

const wide: CropFrame = { width: 600, height: 400, view: 200 };
const tall: CropFrame = { width: 300, height: 900, view: 300 };

describe("the square crop of a picture", () => {
  it.each([
    [wide, { sx: 100, sy: 0, size: 400 }],
    [tall, { sx: 0, sy: 300, size: 300 }],
  ])("starts on the middle square of the picture", (frame, square) => {
    expect(sourceSquare(frame, centredCrop(frame))).toEqual(square);
  });

  it("never shows beyond the picture's edges, however far it is dragged", () => {
    const start = centredCrop(wide);
    expect(sourceSquare(wide, moveCrop(wide, start, 10_000, 10_000))).toEqual({ sx: 0, sy: 0, size: 400 });
    expect(sourceSquare(wide, moveCrop(wide, start, -10_000, 0))).toEqual({ sx: 200, sy: 0, size: 400 });
  });

  it("zooms around the middle of the view, between 1 and 4 times", () => {
    const zoomed = zoomCrop(wide, centredCrop(wide), 2);
    expect(sourceSquare(wide, zoomed)).toEqual({ sx: 200, sy: 100, size: 200 });
    expect(zoomCrop(wide, zoomed, 9).zoom).toBe(4);
    const back = zoomCrop(wide, zoomed, 0.2);
    expect(back.zoom).toBe(1);
    expect(sourceSquare(wide, back)).toEqual({ sx: 100, sy: 0, size: 400 });
  });

  it("moves a crop back inside after zooming out near an edge", () => {
    const corner = moveCrop(wide, zoomCrop(wide, centredCrop(wide), 3), -10_000, -10_000);
    const out = clampCrop(wide, { ...corner, zoom: 1 });
    const square = sourceSquare(wide, out);
    expect(square.sx + square.size).toBeCloseTo(600);
    expect(square.sy + square.size).toBeCloseTo(400);
  });
});
