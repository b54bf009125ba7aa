import { describe, expect, it } from "vitest";
import { parseImportDate } from "./import-dates.rules.ts";

describe("parseImportDate", () => {
  it.each([
    ["an Excel serial (25569 is 1970-01-01)", 25569, "1970-01-01"],
    ["an Excel serial of 2024", 45292, "2024-01-01"],
    ["an Excel serial with a time of day", 45292.75, "2024-01-01"],
    ["a leap day serial", 45351, "2024-02-29"],
    ["YYYY-MM-DD", "2024-03-15", "2024-03-15"],
    ["the display format MMM DD, YYYY", "Mar 15, 2024", "2024-03-15"],
    ["the display format with a one-digit day", "Jan 5, 2024", "2024-01-05"],
    ["the display format in capitals", "DEC 31, 2023", "2023-12-31"],
    ["DD-MM-YYYY", "15-03-2024", "2024-03-15"],
    ["DD/MM/YYYY", "01/02/2024", "2024-02-01"],
    ["spaces around", "  2024-03-15 ", "2024-03-15"],
    ["a workbook date", new Date(Date.UTC(2023, 6, 4)), "2023-07-04"],
  ])("reads %s", (_label, cell, expected) =>
    expect(parseImportDate(cell)).toEqual({ ok: true, date: expected }),
  );

  it.each([
    ["a day that does not exist", "2023-02-29"],
    ["month and day swapped past 12", "03-15-2024"],
    ["a month name that is none", "Foo 12, 2024"],
    ["words", "next Tuesday"],
    ["a negative serial", -3],
    ["a serial past year 9999", 3_000_000],
  ])("refuses %s", (_label, cell) =>
    expect(parseImportDate(cell)).toEqual({ ok: false, message: expect.stringContaining("YYYY-MM-DD") }),
  );
});
