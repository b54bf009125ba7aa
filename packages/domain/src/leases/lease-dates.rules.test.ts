import { describe, expect, it } from "vitest";
import { addDaysToDay, addMonthsToDay, isIsoDay } from "./lease-dates.rules.ts";

describe("isIsoDay", () => {
  it.each(["2026-01-01", "2026-12-31", "2028-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])(
    "%s is a day",
    (value) => {
      expect(isIsoDay(value)).toBe(true);
    },
  );

  it.each([
    "2026-02-30",
    "2026-02-29",
    "1900-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-1-01",
    "26-01-01",
    "2026-01-01T00:00:00Z",
    " 2026-01-01",
    "2026/01/01",
    "",
  ])("%j is not a day", (value) => {
    expect(isIsoDay(value)).toBe(false);
  });
});

describe("addMonthsToDay", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-01-31", 2, "2026-03-31"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-08-31", 3, "2026-11-30"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-01-01", 240, "2046-01-01"],
    ["2026-05-20", 0, "2026-05-20"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-01-15", -1, "2025-12-15"],
    ["2026-01-15", -13, "2024-12-15"],
  ])("%s + %i months is %s", (day, months, expected) => {
    expect(addMonthsToDay(day, months)).toBe(expected);
  });

  it("clamps each step on its own: two single months from the 31st differ from two months at once", () => {
    expect(addMonthsToDay(addMonthsToDay("2026-01-31", 1), 1)).toBe("2026-03-28");
    expect(addMonthsToDay("2026-01-31", 2)).toBe("2026-03-31");
  });

  it.each([
    ["2026-02-30", 1],
    ["not a day", 1],
    ["2026-01-01", 1.5],
    ["2026-01-01", Number.NaN],
  ])("refuses %j + %s months", (day, months) => {
    expect(() => addMonthsToDay(day, months)).toThrow(RangeError);
  });

  it("refuses to leave four-digit years", () => {
    expect(() => addMonthsToDay("9999-12-01", 1)).toThrow(RangeError);
  });
});

describe("addDaysToDay", () => {
  it.each([
    ["2026-01-01", 1, "2026-01-02"],
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-01-01", 15, "2026-01-16"],
    ["2026-01-01", 365, "2027-01-01"],
    ["2028-01-01", 366, "2029-01-01"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-25", 1, "2026-10-26"],
    ["0050-06-15", 1, "0050-06-16"],
    ["2026-07-04", 0, "2026-07-04"],
  ])("%s + %i days is %s", (day, days, expected) => {
    expect(addDaysToDay(day, days)).toBe(expected);
  });

  it("agrees with UTC calendar arithmetic over three years, near and far", () => {
    const offsets = [-400, -60, -31, -29, -28, -27, -1, 1, 27, 28, 29, 30, 31, 60, 400];
    const mismatches: string[] = [];
    for (let n = 0; n < 3 * 366; n += 1) {
      const from = new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);
      for (const days of offsets) {
        const expected = new Date(Date.UTC(2027, 0, 1 + n + days)).toISOString().slice(0, 10);
        if (addDaysToDay(from, days) !== expected) mismatches.push(`${from} + ${days}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ["2026-02-30", 1],
    ["2026-01-01", 0.5],
  ])("refuses %j + %s days", (day, days) => {
    expect(() => addDaysToDay(day, days)).toThrow(RangeError);
  });
});
