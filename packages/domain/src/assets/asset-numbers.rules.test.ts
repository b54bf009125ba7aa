import { describe, expect, it } from "vitest";
import {
  CATEGORY_CODE_PATTERN,
  formatAssetTag,
  formatPartNumber,
  formatRequestNumber,
  suggestCategoryCode,
} from "./asset-numbers.rules.ts";

describe("generated inventory numbers", () => {
  it.each([
    [{ categoryCode: "HVAC", value: 42 }, "HVAC-00042"],
    [{ categoryCode: "TEL", value: 123456 }, "TEL-123456"],
  ])("part number %o reads %s", (input, expected) => expect(formatPartNumber(input)).toBe(expected));

  it("asset tags carry the organisation prefix, the category code and six digits", () => {
    expect(formatAssetTag({ prefix: "ACM", categoryCode: "HVAC", value: 123 })).toBe("ACM-HVAC-000123");
  });

  it.each([
    ["move", 12, "MR-000012"],
    ["material", 7, "MAT-000007"],
  ] as const)("%s request %i reads %s", (kind, value, expected) =>
    expect(formatRequestNumber({ kind, value })).toBe(expected),
  );

  it.each([
    ["Fire Safety", "FIRE"],
    ["IT Equipment", "ITEQ"],
    ["HVAC", "HVAC"],
    ["Pumps", "PUMP"],
    ["3D Printers", "C3DPR"],
  ])("suggests a code for %s: %s", (name, code) => {
    expect(suggestCategoryCode(name)).toBe(code);
    expect(CATEGORY_CODE_PATTERN.test(code)).toBe(true);
  });
});
