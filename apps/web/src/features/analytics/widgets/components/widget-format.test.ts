import { describe, expect, it } from "vitest";
import type { DashboardValueUnitValue } from "@fieldstead/domain";
import { describeFilters, formatAxisValue, formatDay, formatWidgetValue } from "./widget-format.ts";

describe("a widget's value", () => {
  it.each<[number, DashboardValueUnitValue, string]>([
    [1234, "count", "1,234"],
    [0, "count", "0"],
    [1, "days", "1 day"],
    [3.46, "days", "3.5 days"],
    [1, "hours", "1 hour"],
    [12, "hours", "12 hours"],
    [12400, "money", "$12,400"],
    [1234.5, "money", "$1,234.50"],
    [42.25, "percent", "42.3%"],
  ])("%d in %s reads %s", (value, unit, text) => {
    expect(formatWidgetValue(value, unit)).toBe(text);
  });
});

describe("an axis tick", () => {
  it.each<[number, DashboardValueUnitValue, string]>([
    [1200, "count", "1.2K"],
    [45000, "money", "$45K"],
    [30, "percent", "30%"],
    [2.5, "days", "2.5"],
  ])("%d in %s reads %s", (value, unit, text) => {
    expect(formatAxisValue(value, unit)).toBe(text);
  });
});

describe("the filters in words", () => {
  it("name a day as a day, whatever the time zone", () => {
    expect(formatDay("2026-03-01")).toBe("Mar 01, 2026");
  });
  it.each([
    [
      { From: "2026-03-01", To: "2026-03-31", locationName: "Denver Campus" },
      "Mar 01, 2026 – Mar 31, 2026 · Denver Campus",
    ],
    [{ From: "2026-03-01", locationName: null }, "From Mar 01, 2026 · All locations"],
    [{ To: "2026-03-31", locationName: null }, "Up to Mar 31, 2026 · All locations"],
    [{ locationName: null }, "All dates · All locations"],
  ])("%o reads %s", (input, text) => {
    expect(describeFilters(input)).toBe(text);
  });
});
