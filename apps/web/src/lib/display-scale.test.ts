import { describe, expect, it } from "vitest";
import { displayScale } from "./display-scale.ts";

describe("how much larger a wall display's page is drawn", () => {
  it.each([
    [{ width: 1280, height: 720 }, 1],
    [{ width: 1600, height: 900 }, 1],
    [{ width: 1920, height: 1080 }, 1.2],
    [{ width: 2560, height: 1440 }, 1.6],
    [{ width: 3840, height: 2160 }, 2.4],
    // Grown only as far as the shorter side allows.
    [{ width: 3840, height: 1080 }, 1.2],
    [{ width: 1080, height: 1920 }, 1],
  ])("%o: %d", (screen, scale) => {
    expect(displayScale(screen)).toBeCloseTo(scale, 5);
  });
});
