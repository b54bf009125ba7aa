import { describe, expect, it } from "vitest";
import {
  dayInFormat,
  formatDate,
  formatDateTime,
  formatDayOrMoment,
  formatMonthYear,
  formatRelativeTime,
  formatTime,
  instantOfDisplayClock,
  instantOfWallClock,
  parseStamp,
  toDayEndStamp,
  toDayStartStamp,
  toStamp,
  wallClockOf,
} from "./display-time.rules.ts";

const wall = (text: string) => new Date(`${text}Z`);

describe("Denver's clocks", () => {
  it.each([
    ["2026-11-24T16:00:00Z", "2026-11-24T09:00:00.000Z"],
    ["2026-07-01T15:30:00Z", "2026-07-01T09:30:00.000Z"],
    ["2026-11-25T05:00:00Z", "2026-11-24T22:00:00.000Z"],
  ])("reads %s as the Denver wall clock %s", (at, expected) => {
    expect(wallClockOf(new Date(at)).toISOString()).toBe(expected);
  });

  it.each([
    ["2026-11-24T09:00:00", "2026-11-24T16:00:00.000Z"],
    ["2026-07-01T09:30:00", "2026-07-01T15:30:00.000Z"],
    // The hour repeated when daylight saving ends: its first passing.
    ["2026-11-01T01:30:00", "2026-11-01T07:30:00.000Z"],
    // The hour skipped when it starts: just after the change.
    ["2026-03-08T02:30:00", "2026-03-08T09:30:00.000Z"],
  ])("finds the point in time of the Denver wall clock %s", (text, expected) => {
    expect(instantOfWallClock(wall(text)).toISOString()).toBe(expected);
  });

  it("reads a typed Denver date and time as its point in time, and refuses what is no such time", () => {
    expect(instantOfDisplayClock("2026-11-25T08:00")?.toISOString()).toBe("2026-11-25T15:00:00.000Z");
    expect(instantOfDisplayClock("2026-07-01T08:00:30")?.toISOString()).toBe("2026-07-01T14:00:30.000Z");
    expect(instantOfDisplayClock("2026-02-30T08:00")).toBeNull();
    expect(instantOfDisplayClock("2026-11-25T25:00")).toBeNull();
    expect(instantOfDisplayClock("tomorrow")).toBeNull();
  });
});

describe("the display formats", () => {
  // 23:05 UTC is 04:05 PM in Denver in November; 07:30 UTC is 12:30 AM the same day there.
  it("writes a point in time on Denver's clocks, whatever the machine's zone", () => {
    expect(formatDateTime("2026-11-24T23:05:00Z")).toBe("Nov 24, 2026 04:05 PM");
    expect(formatDateTime(new Date("2026-11-24T07:30:00Z"))).toBe("Nov 24, 2026 12:30 AM");
    expect(formatDateTime(Date.parse("2026-11-24T19:00:00Z"))).toBe("Nov 24, 2026 12:00 PM");
    expect(formatDate("2026-11-25T05:00:00Z")).toBe("Nov 24, 2026");
    expect(formatMonthYear("2026-03-01T05:00:00Z")).toBe("Feb 2026");
    expect(formatTime("2026-07-01T15:30:00Z")).toBe("09:30 AM");
  });

  it("writes nothing for no date or for text that is no date", () => {
    for (const value of [null, undefined, "", "soon"]) {
      expect(formatDate(value)).toBe("");
      expect(formatDateTime(value)).toBe("");
    }
  });

  it("shows a calendar day as that day everywhere, and a moment on Denver's clocks", () => {
    expect(formatDayOrMoment("2026-03-10")).toBe("Mar 10, 2026");
    expect(formatDayOrMoment("2026-03-11T05:00:00Z")).toBe("Mar 10, 2026");
    expect(formatDayOrMoment("2026-03-11T05:00:00Z", true)).toBe("Mar 10, 2026 11:00 PM");
  });

  it("says how long ago, then 'Yesterday at' a Denver time, then the date", () => {
    const now = new Date("2026-11-25T18:00:00Z");
    expect(formatRelativeTime("2026-11-25T17:59:50Z", now)).toBe("Just Now");
    expect(formatRelativeTime("2026-11-25T15:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-11-24T15:00:00Z", now)).toBe("Yesterday at 08:00 AM");
    expect(formatRelativeTime("2026-11-20T15:00:00Z", now)).toBe("Nov 20, 2026");
  });
});

describe("the API's stamps", () => {
  it("writes a moment and its day's first and last second on Denver's clocks", () => {
    expect(toStamp("2026-03-10T23:05:09Z")).toBe("20260310170509");
    expect(toDayStartStamp("2026-03-11T05:00:00Z")).toBe("20260310000000");
    expect(toDayEndStamp("2026-03-11T05:00:00Z")).toBe("20260310235959");
  });

  it("reads a stamp back as its moment, and refuses the 'no end date' stamp and impossible dates", () => {
    expect(parseStamp("20260310170509")?.toISOString()).toBe("2026-03-10T23:05:09.000Z");
    expect(parseStamp("99999999999999")).toBeNull();
    expect(parseStamp("20261332000000")).toBeNull();
    expect(parseStamp("2026031017")).toBeNull();
  });
});

describe("a day typed in the organisation's date format", () => {
  it.each([
    ["31-01-2024", "DD-MM-YYYY", "2024-01-31"],
    ["5/3/2026", "DD-MM-YYYY", "2026-03-05"],
    ["05.03.2026", "DD-MM-YYYY", "2026-03-05"],
    ["03/05/2026", "MM/DD/YYYY", "2026-03-05"],
    ["2026-03-05", "YYYY-MM-DD", "2026-03-05"],
    ["05-Mar-2026", "DD-MMM-YYYY", "2026-03-05"],
  ])("reads %s in %s as %s", (text, format, day) => {
    expect(dayInFormat(text, format)).toBe(day);
  });

  it.each([
    ["31-04-2026", "DD-MM-YYYY"],
    ["29-02-2026", "DD-MM-YYYY"],
    ["2026-03-05", "DD-MM-YYYY"],
    ["13/13/2026", "MM/DD/YYYY"],
    ["05-Foo-2026", "DD-MMM-YYYY"],
  ])("refuses %s in %s", (text, format) => {
    expect(dayInFormat(text, format)).toBeNull();
  });
});
