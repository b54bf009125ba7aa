import { describe, expect, it } from "vitest";
import {
  acceptedVersionOnSave,
  currentTermsVersion,
  mustAcceptTerms,
  nextTermsVersion,
  termsPromptKind,
} from "./terms.rules.ts";
import { TermsBodyRequestSchema } from "./terms.schemas.ts";

describe("terms versions", () => {
  it.each([
    [null, 1, 2],
    [2, 2, 3],
    [7, 7, 8],
  ])("latest publication %s: current %i, next %i", (latestPublished, current, next) => {
    expect(currentTermsVersion({ latestPublished })).toBe(current);
    expect(nextTermsVersion({ latestPublished })).toBe(next);
  });

  it.each<[string, boolean, number, number, boolean]>([
    ["never accepted", false, 0, 1, true],
    ["accepted the current version", true, 1, 1, false],
    ["accepted an older version", true, 1, 2, true],
    ["withdrew an acceptance of the current version", false, 2, 2, true],
  ])("someone who %s is asked: %s", (_, isAccepted, acceptedVersion, currentVersion, expected) => {
    expect(mustAcceptTerms({ isAccepted, acceptedVersion, currentVersion })).toBe(expected);
  });

  it.each<[number, boolean, "first" | "update"]>([
    [0, false, "first"],
    [0, true, "update"],
    [1, false, "update"],
  ])(
    "accepted version %i (date on record: %s) makes a %s prompt",
    (acceptedVersion, hasAcceptedBefore, kind) => {
      expect(termsPromptKind({ acceptedVersion, hasAcceptedBefore })).toBe(kind);
    },
  );

  it.each<[number | undefined, number, number]>([
    [undefined, 3, 3],
    [2, 3, 2],
    [9, 3, 3],
  ])("shown %s, current %i: records %i", (shownVersion, currentVersion, expected) => {
    expect(acceptedVersionOnSave({ shownVersion, currentVersion })).toBe(expected);
  });
});

describe("the terms text", () => {
  it.each([
    [{}, "is required"],
    [{ BodyMarkdown: "  \n " }, "is required"],
    [{ BodyMarkdown: 12 }, "must be text"],
    [{ BodyMarkdown: "x".repeat(100_001) }, "is at most 100,000 characters"],
  ])("refuses %j naming BodyMarkdown", (body, message) => {
    const result = TermsBodyRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["BodyMarkdown", message],
    ]);
  });

  it("takes a text of exactly 100,000 characters", () => {
    expect(TermsBodyRequestSchema.safeParse({ BodyMarkdown: "x".repeat(100_000) }).success).toBe(true);
  });
});
