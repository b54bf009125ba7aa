import { describe, expect, it } from "vitest";
import { copyrightLine, initialsOf } from "./copyright.ts";

describe("the copyright line", () => {
  it.each([
    ["2026-06-01T12:00:00Z", "© 2026 Acme Holdings"],
    // New Year in UTC is still the old year in Denver.
    ["2027-01-01T03:00:00Z", "© 2026 Acme Holdings"],
    ["2027-01-01T08:00:00Z", "© 2027 Acme Holdings"],
  ])("at %s reads %s", (at, expected) => {
    expect(copyrightLine({ companyName: "Acme Holdings", now: new Date(at) })).toBe(expected);
  });
});

describe("avatar initials", () => {
  it.each([
    ["Avery", "Collins", "AC"],
    [" marcus", "reyes ", "MR"],
    ["Cher", "", "C"],
    ["", "", "?"],
  ])("%j %j -> %s", (firstName, lastName, expected) => {
    expect(initialsOf({ firstName, lastName })).toBe(expected);
  });
});
