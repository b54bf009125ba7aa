import { describe, expect, it } from "vitest";
import { denverInstant } from "./denver-time.ts";

describe("denverInstant", () => {
  it.each([
    ["2026-11-25T08:00", "2026-11-25T15:00:00.000Z"],
    ["2026-07-01T08:00", "2026-07-01T14:00:00.000Z"],
    ["", null],
    ["tomorrow", "tomorrow"],
  ])("reads %s on Denver's clocks as %s", (value, expected) => {
    expect(denverInstant(value)).toBe(expected);
  });
});
