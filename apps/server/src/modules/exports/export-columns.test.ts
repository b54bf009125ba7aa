import { describe, expect, it } from "vitest";
import { ExportKind } from "@fieldstead/domain";
import { cellsOf, cellText, chooseColumns, fileStamp, formatDisplayTime } from "./export-columns.ts";
import { uniqueNamer } from "./writers/media-zip-writer.ts";

describe("export cells and names", () => {
  it.each([
    ["2026-07-04T18:30:00Z", "Jul 04, 2026 12:30 PM"], // summer: UTC−6
    ["2026-01-15T03:05:00Z", "Jan 14, 2026 08:05 PM"], // winter: UTC−7, the day before
    ["2026-03-10T06:05:00Z", "Mar 10, 2026 12:05 AM"], // midnight reads 12, not 0
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

  it("writes status names, kinds, states and days as the grid shows them", () => {
    const ids = ["StatusId", "Serialized", "VerificationState", "PurchaseDate", "UpdatedAt", "Model"];
    const choice = chooseColumns(ExportKind.AssetList, ids);
    if (!choice.ok) throw new Error("columns refused");
    const row = {
      StatusId: 1,
      StatusName: "Active",
      Serialized: false,
      VerificationState: "Newly_Created",
      PurchaseDate: "2026-03-10",
      UpdatedAt: "2026-07-04T18:30:00Z",
      Model: null,
    };
    const cells = cellsOf(choice.columns, row);
    // A workbook gets real dates (Denver's wall clock); PDF and Word get the display formats.
    expect(cells).toEqual([
      "Active",
      "Consumable",
      "Newly Created",
      new Date("2026-03-10T00:00:00Z"),
      new Date("2026-07-04T12:30:00Z"),
      null,
    ]);
    expect(cells.map((cell, i) => cellText(cell, choice.columns[i]!))).toEqual([
      "Active",
      "Consumable",
      "Newly Created",
      "Mar 10, 2026",
      "Jul 04, 2026 12:30 PM",
      "",
    ]);
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
