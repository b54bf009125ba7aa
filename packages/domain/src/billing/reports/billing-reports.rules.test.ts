import { describe, expect, it } from "vitest";
import { monthsBetween, periodsBetween } from "./billing-reports.rules.ts";

describe("report periods", () => {
  it("counts the months of a range across a year's end, both ends included", () => {
    expect(monthsBetween("2026-11", "2027-01")).toBe(3);
    expect(monthsBetween("2026-11", "2026-11")).toBe(1);
    expect(monthsBetween("2026-11", "2026-10")).toBe(0);
  });
  it("lists the months of a range in order", () => {
    expect(periodsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(periodsBetween("2026-11", "2026-09")).toEqual([]);
  });
});
