import { describe, expect, it } from "vitest";
import {
  dayPartsOf,
  dayNumberOf,
  formatReadingDay,
  isoDayNumber,
  readingDayNumber,
} from "./calendar-days.rules.ts";

describe("day numbers", () => {
  it.each([
    [1970, 1, 1, 0],
    [1970, 1, 2, 1],
    [1969, 12, 31, -1],
    [2000, 3, 1, 11_017],
    [2026, 3, 1, 20_513],
    [1, 1, 1, -719_162],
    [9999, 12, 31, 2_932_896],
  ])("%i-%i-%i is day %i", (year, month, day, dayNumber) => {
    expect(dayNumberOf(year, month, day)).toBe(dayNumber);
    expect(dayPartsOf(dayNumber)).toEqual({ year, month, day });
  });

  it("agrees with UTC dates on every day of four centuries", () => {
    const start = dayNumberOf(1900, 1, 1);
    for (let n = start; n < start + 146_097; n += 1) {
      const date = new Date(n * 86_400_000);
      expect(dayPartsOf(n)).toEqual({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      });
    }
  });
});

describe("formatReadingDay", () => {
  it.each([
    [dayNumberOf(2026, 3, 1), "03/01/2026"],
    [dayNumberOf(2028, 2, 29), "02/29/2028"],
    [dayNumberOf(12, 12, 5), "12/05/0012"],
  ])("writes day %i as %s", (dayNumber, text) => {
    expect(formatReadingDay(dayNumber)).toBe(text);
  });
});

describe("isoDayNumber", () => {
  it.each([
    ["2026-03-01", dayNumberOf(2026, 3, 1)],
    ["2028-02-29", dayNumberOf(2028, 2, 29)],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["2026-00-10", null],
    ["2026-3-1", null],
    ["0000-01-01", null],
    ["2026-03-01T00:00", null],
    ["", null],
    ["２０２６-03-01", null],
  ])("reads %j as %j", (text, dayNumber) => {
    expect(isoDayNumber(text)).toBe(dayNumber);
  });
});

describe("readingDayNumber", () => {
  const march1 = dayNumberOf(2026, 3, 1);
  it.each([
    ["03/01/2026", march1],
    [" 03/01/2026 ", march1],
    ["03/01/2026 00:00", march1],
    ["03/01/2026 23:59", march1],
    ["03/01/2026 9:05", march1],
    ["03/01/2026 09:05:59", march1],
    ["03/01/2026 12:30 PM", march1],
    ["03/01/2026 12:30pm", march1],
    ["2026-03-01", march1],
    ["3/1/2026", march1],
    ["03/01/2026T12:30", march1],
    ["2026-03-01T23:59", march1],
    ["2026-03-01 23:59:59.123", march1],
    ["2026-03-01T23:30:00-07:00", march1],
    ["2026-03-01T23:30:00Z", march1],
    ["02/29/2028", dayNumberOf(2028, 2, 29)],
  ])("reads %j as the day it names", (text, dayNumber) => {
    expect(readingDayNumber(text)).toBe(dayNumber);
  });

  it.each([
    "",
    "   ",
    "02/29/2026",
    "13/01/2026",
    "03-01-2026",
    "03/01/26",
    "03/01/2026 24:00",
    "03/01/2026 12:60",
    "03/01/2026 13:00 PM",
    "03/01/2026 00:30 AM",
    "03/01/2026 12:3",
    "03/01/2026  12:30",
    "03/01/2026 12:30 XM",
    "2026-03-01T24:00",
    "2026-03-01T9:00",
    "2026-03-01X12:00",
    "003/01/2026",
    "01/03/2026 ٣:00",
    "٠٣/01/2026",
    "03/01/2026 🙂",
    "Mar 01, 2026",
    "03/01/2026 " + "1".repeat(10_000),
  ])("refuses %j", (text) => {
    expect(readingDayNumber(text)).toBeNull();
  });
});
