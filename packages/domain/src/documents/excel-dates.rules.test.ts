import { describe, expect, it } from "vitest";
import { dateToExcelSerial, excelSerialToDate } from "./excel-dates.rules.ts";

describe("Excel serial dates (25569 offset)", () => {
  it.each([
    [25569, "1970-01-01T00:00:00.000Z"],
    [45292, "2024-01-01T00:00:00.000Z"],
    [45292.75, "2024-01-01T18:00:00.000Z"],
    [1, "1899-12-31T00:00:00.000Z"],
  ])("reads serial %d as %s", (serial, iso) => expect(excelSerialToDate(serial).toISOString()).toBe(iso));

  it("writes a date back to the same serial", () =>
    expect(dateToExcelSerial(new Date("2026-11-23T12:00:00Z"))).toBe(46349.5));
});
