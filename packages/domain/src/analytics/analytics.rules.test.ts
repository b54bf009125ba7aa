import { describe, expect, it } from "vitest";
import { carouselDisplayMs, carouselTitle } from "./analytics.rules.ts";

describe("the carousel's display time", () => {
  it.each([
    [1424, 30_000],
    [1456, 25_000],
    [1447, 35_000],
    [1423, 20_000],
    [1457, 40_000],
    [1813, 25_000],
    [7, 25_000],
  ])("of dashboard %i is %i ms", (id, ms) => {
    expect(carouselDisplayMs(id)).toBe(ms);
  });
});

describe("a carousel entry's title", () => {
  it("is its own when it has one", () => {
    expect(carouselTitle(1447, "  Work orders  ")).toBe("Work orders");
  });
  it.each([
    [1424, "Sales Analytics"],
    [1456, "Marketing Performance"],
    [1447, "Operations Overview"],
    [1423, "Financial Metrics"],
    [1457, "Customer Insights"],
    [1813, "Test Analytics dashboards"],
    [99, "Dashboard 99"],
  ])("of dashboard %i without one reads '%s'", (id, title) => {
    expect(carouselTitle(id, "")).toBe(title);
    expect(carouselTitle(id, null)).toBe(title);
  });
});
