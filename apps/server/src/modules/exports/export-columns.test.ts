import { describe, expect, it } from "vitest";
import { ExportKind } from "@fieldstead/domain";
import { cellsOf, chooseColumns, fileStamp, formatDisplayTime } from "./export-columns.ts";
import { uniqueNamer } from "./writers/media-zip-writer.ts";

describe("export cells and names", () => {
  it.each([
    ["2026-07-04T18:30:00Z", "2026-07-04 12:30"], // summer: UTC−6
    ["2026-01-15T03:05:00Z", "2026-01-14 20:05"], // winter: UTC−7, the day before
  ])("writes %s as %s in Denver", (iso, shown) => expect(formatDisplayTime(iso)).toBe(shown));

  it("stamps file names in Denver time", () =>
    expect(fileStamp(new Date("2026-11-23T22:05:09Z"))).toBe("20261123150509"));

  it("keeps the asked columns in their order and names an unknown one", () => {
    const choice = chooseColumns(ExportKind.AssetList, ["Name", "AssetTag"]);
    expect(choice.ok && choice.columns.map((c) => c.header)).toEqual(["Name", "Asset tag"]);
    expect(chooseColumns(ExportKind.AssetList, ["Name", "Password"])).toEqual({
      ok: false,
      index: 1,
      id: "Password",
    });
    expect(chooseColumns(ExportKind.LocationList, undefined)).toMatchObject({ ok: true });
  });

  it("writes status names, kinds and days as the grid shows them", () => {
    const choice = chooseColumns(ExportKind.AssetList, ["StatusId", "Serialized", "PurchaseDate", "Model"]);
    if (!choice.ok) throw new Error("columns refused");
    const row = {
      StatusId: 1,
      StatusName: "Active",
      Serialized: false,
      PurchaseDate: "2026-03-10",
      Model: null,
    };
    expect(cellsOf(choice.columns, row)).toEqual(["Active", "Consumable", "2026-03-10", null]);
  });

  it("numbers repeated file names in a zip", () => {
    const name = uniqueNamer();
    expect(["a.jpg", "a.jpg", "A.JPG", "dir/b", "b"].map(name)).toEqual([
      "a.jpg",
      "a (2).jpg",
      "A (3).JPG",
      "b",
      "b (2)",
    ]);
  });
});
