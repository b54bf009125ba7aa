import { describe, expect, it } from "vitest";
import {
  StorableTextSchema,
  UNSTORABLE_TEXT_MESSAGE,
  findUnstorableText,
  hasUnstorableText,
} from "./text.rules.ts";

describe("storable text", () => {
  it.each([
    ["plain text", "Pump room 3", false],
    ["an empty text", "", false],
    ["a character outside the BMP (a surrogate pair)", "Crane \u{1F3D7} bay", false],
    ["U+0000", "a\u0000b", true],
    ["a high surrogate at the end", "a\uD800", true],
    ["a high surrogate before a letter", "\uD83Dx", true],
    ["a low surrogate alone", "x\uDC00", true],
    ["two high surrogates", "\uD800\uD800\uDC00", true],
  ])("judges %s", (_what, text, isRefused) => {
    expect(hasUnstorableText({ text })).toBe(isRefused);
    expect(StorableTextSchema.safeParse(text).success).toBe(!isRefused);
  });

  it("gives the schema's refusal the rule's message", () => {
    const result = StorableTextSchema.safeParse("a\u0000");
    expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it.each([
    ["a clean body", { Name: "a", Items: [{ Note: "b" }, 3, null, true] }, null],
    ["a top-level string", "a\u0000", []],
    ["a field", { LevelId: 1, Name: "a\u0000b" }, ["Name"]],
    [
      "an item of a list",
      { Locations: [{ Name: "a" }, { Name: "b" }, { Name: "c" }, { Name: "\uDFFF" }] },
      ["Locations", 3, "Name"],
    ],
    ["the first of two, in order", { A: { B: ["ok", "x\u0000"] }, C: "\uD800" }, ["A", "B", 1]],
    ["a key, shown with U+FFFD", { Good: "x", ["Ba\u0000d"]: 1 }, ["Ba\uFFFDd"]],
    ["a value before a later key", { First: "\u0000", ["\uD800"]: 1 }, ["First"]],
  ])("finds %s", (_what, value, path) => {
    expect(findUnstorableText({ value })).toEqual(path);
  });

  it("walks a value nested far deeper than the call stack would allow", () => {
    let value: unknown = "deep\u0000";
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(findUnstorableText({ value })).toHaveLength(100_000);
  });
});
