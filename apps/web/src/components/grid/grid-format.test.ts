import { describe, expect, it } from "vitest";
import { formatDateCell } from "./grid-format.ts";

describe("date cells", () => {
  it.each([
    ["a calendar day stays that day", "2026-03-10", false, "Mar 10, 2026"],
    [
      "a moment is shown in Denver time (the evening before, in UTC's early hours)",
      "2026-03-10T03:00:00Z",
      false,
      "Mar 09, 2026",
    ],
    ["with its time when asked", "2026-03-10T03:00:00Z", true, "Mar 09, 2026 09:00 PM"],
    ["nothing for no date", null, true, ""],
  ])("%s", (_label, value, showsTime, expected) => {
    expect(formatDateCell(value, showsTime)).toBe(expected);
  });
});
