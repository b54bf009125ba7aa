import { describe, expect, it } from "vitest";
import { LocationLevel } from "../assets/assets.enums.ts";
import {
  allocateChildCode,
  allocateSiteCode,
  codeAllocator,
  isLocationCode,
  nextChildCode,
  nextSiteCode,
  numberedCode,
  siteCodePrefix,
} from "./location-codes.rules.ts";

describe("location codes", () => {
  it.each([
    ["DTC-01", true],
    ["DTC-01-B1-F2-R201", true],
    ["a", true],
    ["", false],
    ["DTC 01", false],
    ["DTC_01", false],
    ["Ä-01", false],
    ["X".repeat(40), true],
    ["X".repeat(41), false],
  ])("%s is a code: %s", (code, expected) => expect(isLocationCode(code)).toBe(expected));

  it.each([
    ["Denver Tech Center", "DTC"],
    ["Denver Tech Center Campus", "DTC"],
    ["Union Plaza", "UPL"],
    ["Greeley", "GRE"],
    ["The Ridge", "RID"],
    ["Port of Denver", "PDE"],
    ["Site 42", "S42"],
    ["  --  ", "LOC"],
    ["Zürich Depot", "ZRD"],
  ])("a site named %s gets codes starting %s", (name, prefix) => expect(siteCodePrefix(name)).toBe(prefix));

  it.each([
    [[], "DTC-01"],
    [["DTC-01"], "DTC-02"],
    [["dtc-01", "DTC-02", "DTC-01-B1"], "DTC-03"],
    [["DTC-07"], "DTC-08"],
    [["DTC-99"], "DTC-100"],
  ])("'Denver Tech Center' with %j taken gets %s", (takenCodes, expected) =>
    expect(nextSiteCode({ name: "Denver Tech Center", takenCodes })).toBe(expected),
  );

  it.each([
    ["DTC-01", LocationLevel.Building, [], "DTC-01-B1"],
    ["DTC-01", LocationLevel.Building, ["DTC-01-B1", "DTC-01-B2", "DTC-01-B1-F1"], "DTC-01-B3"],
    ["DTC-01-B1", LocationLevel.Floor, ["DTC-01-B1-F1", "DTC-01-B1-F3"], "DTC-01-B1-F4"],
    ["DTC-01-B1-F2", LocationLevel.Room, [], "DTC-01-B1-F2-R201"],
    ["DTC-01-B1-F2", LocationLevel.Room, ["DTC-01-B1-F2-R201", "DTC-01-B1-F2-R202"], "DTC-01-B1-F2-R203"],
    ["DTC-01-B1-F12", LocationLevel.Room, [], "DTC-01-B1-F12-R1201"],
    ["LOBBY", LocationLevel.Room, ["LOBBY-R1"], "LOBBY-R2"],
    ["dtc-01", LocationLevel.Building, ["DTC-01-B1"], "dtc-01-B2"],
  ] as const)(
    "under %s a level-%i child with %j taken gets %s",
    (parentCode, levelId, takenCodes, expected) =>
      expect(nextChildCode({ parentCode, levelId, takenCodes })).toEqual({ ok: true, code: expected }),
  );

  it("skips a number another location holds outside the pattern's run", () => {
    // B3 is someone's own code that matches the next number: the generator steps over it.
    expect(
      nextChildCode({
        parentCode: "BRP-01",
        levelId: LocationLevel.Building,
        takenCodes: ["BRP-01-B1", "brp-01-b2"],
      }),
    ).toEqual({ ok: true, code: "BRP-01-B3" });
  });

  it("refuses a generated code longer than 40 characters", () => {
    const result = nextChildCode({
      parentCode: "X".repeat(38),
      levelId: LocationLevel.Building,
      takenCodes: [],
    });
    expect(result).toEqual({ ok: false, message: expect.stringContaining("longer than 40") });
  });

  it.each([
    ["DTC-01", { stem: "DTC-", number: 1 }],
    ["DTC-01-B1-F2-R201", { stem: "DTC-01-B1-F2-R", number: 201 }],
    ["BUL-0105", { stem: "BUL-", number: 105 }],
    ["LOBBY", null],
    ["42", { stem: "", number: 42 }],
  ])("%s counts as %j", (code, expected) => expect(numberedCode(code)).toEqual(expected));

  describe("the allocator", () => {
    it("numbers one stem's sites one after another from what the organisation holds", () => {
      const allocator = codeAllocator([["bul-", 7]]);
      const codes = Array.from({ length: 3 }, () => allocateSiteCode(allocator, "BulkSite"));
      expect(codes).toEqual(["BUL-08", "BUL-09", "BUL-10"]);
    });

    it("steps over a code given in the same batch, in any case", () => {
      const allocator = codeAllocator();
      expect(allocateSiteCode(allocator, "Denver Tech Center")).toBe("DTC-01");
      allocator.note("dtc-05");
      expect(allocateSiteCode(allocator, "Denver Tech Center")).toBe("DTC-06");
    });

    it("keeps each parent's children apart and numbers rooms by their floor", () => {
      const allocator = codeAllocator([["DTC-01-B1-F2-R", 203]]);
      expect(allocateChildCode(allocator, "DTC-01", LocationLevel.Building)).toEqual({
        ok: true,
        code: "DTC-01-B1",
      });
      expect(allocateChildCode(allocator, "DTC-02", LocationLevel.Building)).toEqual({
        ok: true,
        code: "DTC-02-B1",
      });
      expect(allocateChildCode(allocator, "DTC-01-B1-F2", LocationLevel.Room)).toEqual({
        ok: true,
        code: "DTC-01-B1-F2-R204",
      });
      expect(allocateChildCode(allocator, "DTC-01-B1-F3", LocationLevel.Room)).toEqual({
        ok: true,
        code: "DTC-01-B1-F3-R301",
      });
    });

    it("gives 50,000 sites of one stem 50,000 different codes, the last one number 50,000", () => {
      const allocator = codeAllocator();
      const codes = new Set(
        Array.from({ length: 50_000 }, (_, i) => allocateSiteCode(allocator, `BulkSite${i}`)),
      );
      expect(codes.size).toBe(50_000);
      expect(codes.has("BUL-50000")).toBe(true);
    });
  });
});
