import { describe, expect, it } from "vitest";
import {
  IGNORE_END_DATE_STAMP,
  NAME_TOOLTIP_MIN_LENGTH,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRelativeTime,
  formatTime,
  parseStamp,
  shortName,
  toDayEndStamp,
  toDayStartStamp,
  toStamp,
} from "./format.ts";

// Denver is UTC-7 in January (MST) and UTC-6 in July (MDT).
const WINTER = "2026-01-15T23:05:09Z"; // Jan 15, 2026 04:05:09 PM in Denver
const SUMMER = "2026-07-01T03:30:00Z"; // Jun 30, 2026 09:30 PM in Denver

describe("display formats in Denver time", () => {
  it.each([
    [formatDate, WINTER, "Jan 15, 2026"],
    [formatDateTime, WINTER, "Jan 15, 2026 04:05 PM"],
    [formatMonthYear, WINTER, "Jan 2026"],
    [formatTime, WINTER, "04:05 PM"],
    [formatDate, SUMMER, "Jun 30, 2026"],
    [formatDateTime, SUMMER, "Jun 30, 2026 09:30 PM"],
    [formatMonthYear, SUMMER, "Jun 2026"],
  ])("%o of %s is %s", (fn, value, expected) => {
    expect(fn(value)).toBe(expected);
  });

  it.each([[null], [undefined], [""], ["not a date"]])("shows nothing for %j", (value) => {
    expect(formatDate(value)).toBe("");
    expect(formatDateTime(value)).toBe("");
  });

  it("accepts Date objects and epoch milliseconds", () => {
    expect(formatDateTime(new Date(WINTER))).toBe("Jan 15, 2026 04:05 PM");
    expect(formatDate(Date.parse(SUMMER))).toBe("Jun 30, 2026");
  });
});

describe("stamps", () => {
  it.each([
    [toStamp, WINTER, "20260115160509"],
    [toDayStartStamp, WINTER, "20260115000000"],
    [toDayEndStamp, WINTER, "20260115235959"],
    [toStamp, SUMMER, "20260630213000"],
    [toDayEndStamp, SUMMER, "20260630235959"],
  ])("%o of %s is %s", (fn, value, expected) => {
    expect(fn(value)).toBe(expected);
  });

  it.each([
    ["20260115160509", WINTER],
    ["20260630213000", SUMMER],
  ])("reads %s as Denver time", (stamp, iso) => {
    expect(parseStamp(stamp)?.toISOString()).toBe(new Date(iso).toISOString());
  });

  it.each([[IGNORE_END_DATE_STAMP], ["2026011516050"], ["20261332000000"], ["2026-01-15"], [""]])(
    "reads %j as no date",
    (stamp) => {
      expect(parseStamp(stamp)).toBeNull();
    },
  );
});

describe("relative time", () => {
  const NOW = new Date("2026-01-16T18:00:00Z");
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  it.each([
    [ago(5_000), "Just Now"],
    [ago(42_000), "42 seconds ago"],
    [ago(60_000), "1 minute ago"],
    [ago(17 * 60_000), "17 minutes ago"],
    [ago(3_600_000), "1 hour ago"],
    [ago(5 * 3_600_000), "5 hours ago"],
    // 16:55 UTC on Jan 15 (25 hours before) is 09:55 AM in Denver.
    [new Date("2026-01-15T16:55:00Z"), "Yesterday at 09:55 AM"],
    [ago(3 * 86_400_000), "Jan 13, 2026"],
  ])("%s reads %j", (at, expected) => {
    expect(formatRelativeTime(at, NOW)).toBe(expected);
  });
});

describe("name tooltips", () => {
  it.each([
    ["Ana Lima", "Ana Lima", false],
    ["a".repeat(NAME_TOOLTIP_MIN_LENGTH - 1), "a".repeat(27), false],
    ["a".repeat(NAME_TOOLTIP_MIN_LENGTH), "a".repeat(28), true],
    ["Northern Region Maintenance Depot", "Northern Region Maintenan...", true],
  ])("%j shows %j (tooltip %s)", (name, text, hasTooltip) => {
    expect(shortName(name)).toEqual({ text, hasTooltip });
  });
});
