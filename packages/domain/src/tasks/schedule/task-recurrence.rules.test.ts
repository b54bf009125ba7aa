import { describe, expect, it } from "vitest";
import { isWithinSeries, nextOccurrence } from "./task-recurrence.rules.ts";
import { TaskTimeUnit, type TaskTimeUnitValue } from "../tasks.enums.ts";

const U = TaskTimeUnit;

describe("the next occurrence of a recurring task", () => {
  it.each<[string, number, TaskTimeUnitValue, string]>([
    // Planned 09:00 in Denver (16:00 UTC in winter).
    ["2026-11-24T16:00:00Z", 1, U.Day, "2026-11-25T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 3, U.Day, "2026-11-27T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 1, U.Week, "2026-12-01T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 2, U.Week, "2026-12-08T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 1, U.Month, "2026-12-24T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 1, U.Quarter, "2027-02-24T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 1, U.Year, "2027-11-24T16:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 30, U.Minute, "2026-11-24T16:30:00.000Z"],
    ["2026-11-24T16:00:00Z", 90, U.Minute, "2026-11-24T17:30:00.000Z"],
  ])("%s every %i %s is %s", (planned, every, unit, expected) => {
    expect(nextOccurrence({ planned: new Date(planned), every, unit }).toISOString()).toBe(expected);
  });

  it.each<[string, number, TaskTimeUnitValue, string]>([
    // Month ends: the month's last day when it has no such day.
    ["2027-01-31T16:00:00Z", 1, U.Month, "2027-02-28T16:00:00.000Z"],
    ["2028-01-31T16:00:00Z", 1, U.Month, "2028-02-29T16:00:00.000Z"],
    ["2026-03-31T15:00:00Z", 1, U.Month, "2026-04-30T15:00:00.000Z"],
    ["2026-08-31T15:00:00Z", 1, U.Quarter, "2026-11-30T16:00:00.000Z"],
    ["2026-11-30T16:00:00Z", 1, U.Quarter, "2027-02-28T16:00:00.000Z"],
    ["2028-02-29T16:00:00Z", 1, U.Year, "2029-02-28T16:00:00.000Z"],
    ["2026-12-31T16:00:00Z", 2, U.Month, "2027-02-28T16:00:00.000Z"],
    ["2026-11-30T16:00:00Z", 13, U.Month, "2027-12-30T16:00:00.000Z"],
  ])("%s every %i %s lands on %s", (planned, every, unit, expected) => {
    expect(nextOccurrence({ planned: new Date(planned), every, unit }).toISOString()).toBe(expected);
  });

  it.each<[string, number, TaskTimeUnitValue, string]>([
    // 09:00 stays 09:00 across the daylight-saving changes, for every calendar unit.
    ["2026-03-07T16:00:00Z", 1, U.Day, "2026-03-08T15:00:00.000Z"],
    ["2026-10-31T15:00:00Z", 1, U.Week, "2026-11-07T16:00:00.000Z"],
    ["2026-02-15T16:00:00Z", 1, U.Month, "2026-03-15T15:00:00.000Z"],
    // Minutes are elapsed time: 60 minutes past 01:30 on the night the clocks go back is 01:30 again.
    ["2026-11-01T07:30:00Z", 60, U.Minute, "2026-11-01T08:30:00.000Z"],
  ])("%s every %i %s keeps the wall clock: %s", (planned, every, unit, expected) => {
    expect(nextOccurrence({ planned: new Date(planned), every, unit }).toISOString()).toBe(expected);
  });

  it("steps from a late-evening time on Denver's own day, not the UTC day", () => {
    // Jan 31, 22:00 in Denver is Feb 1 in UTC; a month later is Feb 28, 22:00 in Denver.
    expect(
      nextOccurrence({ planned: new Date("2027-02-01T05:00:00Z"), every: 1, unit: U.Month }).toISOString(),
    ).toBe("2027-03-01T05:00:00.000Z");
  });

  it.each([
    ["2026-12-24T16:00:00Z", null, true],
    ["2026-12-24T16:00:00Z", "2026-12-24", true],
    ["2026-12-25T06:00:00Z", "2026-12-24", true],
    ["2026-12-25T16:00:00Z", "2026-12-24", false],
  ])("an occurrence planned %s is within a series until %s: %s", (planned, until, within) => {
    expect(isWithinSeries({ planned: new Date(planned), until })).toBe(within);
  });
});
