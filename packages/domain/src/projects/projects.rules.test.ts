import { describe, expect, it } from "vitest";
import { checkProjectDates, PROJECT_END_BEFORE_START } from "./projects.rules.ts";

describe("checkProjectDates", () => {
  it.each([
    [null, null],
    ["2026-03-01", null],
    [null, "2026-03-01"],
    ["2026-03-01", "2026-03-01"],
    ["2026-03-01", "2026-12-31"],
    ["2025-12-31", "2026-01-01"],
  ])("accepts start %s and end %s", (startDate, endDate) => {
    expect(checkProjectDates({ startDate, endDate })).toEqual({ ok: true });
  });

  it.each([
    ["2026-03-02", "2026-03-01"],
    ["2026-01-01", "2025-12-31"],
  ])("refuses an end %s before the start %s, naming EndDate", (startDate, endDate) => {
    expect(checkProjectDates({ startDate, endDate })).toEqual({
      ok: false,
      field: "EndDate",
      message: PROJECT_END_BEFORE_START,
    });
  });
});
