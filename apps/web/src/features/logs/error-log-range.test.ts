import { describe, expect, it } from "vitest";
import { dayRange } from "./error-log-range.ts";
import { querySearch } from "../../lib/http.ts";

describe("the ErrorLogs date range", () => {
  it.each([
    // Denver is UTC-7 in winter and UTC-6 in summer.
    ["2026-11-22", "2026-11-22", "2026-11-22T07:00:00.000Z", "2026-11-23T07:00:00.000Z"],
    ["2026-07-01", "2026-07-02", "2026-07-01T06:00:00.000Z", "2026-07-03T06:00:00.000Z"],
  ])("%s to %s covers whole Denver days", (fromDay, toDay, From, To) => {
    expect(dayRange({ fromDay, toDay })).toEqual({ From, To });
  });

  it("leaves an empty end open", () => {
    expect(dayRange({ fromDay: "2026-11-22", toDay: "" })).toEqual({ From: "2026-11-22T07:00:00.000Z" });
    expect(dayRange({ fromDay: "", toDay: "" })).toEqual({});
  });

  it("refuses an end before the start", () => {
    expect(dayRange({ fromDay: "2026-11-22", toDay: "2026-11-21" }).error).toBe(
      "The end date must not be before the start date.",
    );
  });

  it("sends only the filters that are set", () => {
    expect(querySearch({ PageNumber: 2, PageSize: 25, Level: "WARN", Text: "" })).toBe(
      "?PageNumber=2&PageSize=25&Level=WARN",
    );
  });
});
