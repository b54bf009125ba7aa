import { describe, expect, it } from "vitest";
import { periodLabel, periodOfDate, recentPeriods, resultSeverity } from "./recon-format.ts";

describe("the run's months", () => {
  it("offers this month first, then the ones before it across the year's turn", () => {
    const options = recentPeriods(new Date(2026, 1, 14), 4);
    expect(options).toEqual([
      { value: "2026-02", label: "February 2026" },
      { value: "2026-01", label: "January 2026" },
      { value: "2025-12", label: "December 2025" },
      { value: "2025-11", label: "November 2025" },
    ]);
  });

  it("reads a day's month in local time and names a month", () => {
    expect(periodOfDate(new Date(2026, 10, 30, 23, 59))).toBe("2026-11");
    expect(periodLabel("2026-11")).toBe("November 2026");
    expect(periodLabel("bad")).toBe("bad");
  });
});

describe("resultSeverity", () => {
  it.each([
    [0, "success"],
    [15, "warning"],
    [19, "warning"],
  ])("code %i is %s", (code, severity) => {
    expect(resultSeverity(code)).toBe(severity);
  });
});
