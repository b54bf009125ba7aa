import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  atSameTimeOn,
  calendarDayOf,
  calendarDaysBetween,
  mondayOfWeek,
  parseCalendarDay,
  startOfCalendarDay,
} from "./task-calendar.rules.ts";

describe("the display time zone's calendar", () => {
  it("gives a point in time's Denver day, which is not always the UTC day", () => {
    expect(calendarDayOf(new Date("2026-11-25T05:00:00Z"))).toBe("2026-11-24");
    expect(calendarDayOf(new Date("2026-11-25T08:00:00Z"))).toBe("2026-11-25");
  });

  it.each([
    ["2026-11-24", true],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-13-01", false],
    ["24/11/2026", false],
  ])("knows whether %s is a day of the calendar", (day, isDay) => {
    expect(parseCalendarDay(day) !== null).toBe(isDay);
  });

  it("counts and steps days, and finds the Monday of a week", () => {
    expect(addCalendarDays("2026-02-27", 3)).toBe("2026-03-02");
    expect(addCalendarDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(calendarDaysBetween("2026-11-20", "2026-11-24")).toBe(4);
    expect(calendarDaysBetween("2026-11-24", "2026-11-20")).toBe(-4);
    expect(mondayOfWeek("2026-11-22")).toBe("2026-11-16");
    expect(mondayOfWeek("2026-11-23")).toBe("2026-11-23");
  });

  it("starts a day at Denver's midnight, in summer and in winter", () => {
    expect(startOfCalendarDay("2026-11-24").toISOString()).toBe("2026-11-24T07:00:00.000Z");
    expect(startOfCalendarDay("2026-07-01").toISOString()).toBe("2026-07-01T06:00:00.000Z");
  });

  it.each([
    ["2026-11-24T16:00:00Z", "2026-11-27", "2026-11-27T16:00:00.000Z"],
    // 09:00 in November stays 09:00 in July, an hour earlier in UTC.
    ["2026-11-24T16:00:00Z", "2026-07-01", "2026-07-01T15:00:00.000Z"],
    // 22:00 Denver is the next UTC day; it stays 22:00 on the day asked for.
    ["2026-11-25T05:00:00Z", "2026-11-20", "2026-11-21T05:00:00.000Z"],
  ])("keeps the time of day of %s when moving it to %s", (at, day, expected) => {
    expect(atSameTimeOn({ at: new Date(at), day }).toISOString()).toBe(expected);
  });
});
