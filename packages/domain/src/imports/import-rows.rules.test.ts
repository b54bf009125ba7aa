import { describe, expect, it } from "vitest";
import { ImportKind } from "./imports.enums.ts";
import { IMPORT_COLUMNS, importHeaderOf, type ImportColumn } from "./import-columns.rules.ts";
import { matchImportHeaders } from "./import-headers.rules.ts";
import { readImportCell, readImportRow } from "./import-rows.rules.ts";
import { checkAssetImportRow, checkLocationImportRow } from "./import-checks.rules.ts";

const column = (kind: 1 | 2, header: string): ImportColumn =>
  IMPORT_COLUMNS[kind].find((c) => c.header === header)!;

describe("import headers", () => {
  it.each([
    ["exact headers", ["Name", "Level", "Parent Code"]],
    ["any case and spacing", ["name", " LEVEL ", "parentcode"]],
    ["in another order with empty cells", ["Parent  Code", "", "Level", null, "NAME"]],
  ])("matches %s", (_label, headers) => {
    const match = matchImportHeaders({ kind: ImportKind.Locations, headers });
    expect(match.ok).toBe(true);
    if (match.ok)
      expect(match.layout.map((l) => l.column.field).sort()).toEqual(["LevelId", "Name", "ParentCode"]);
  });

  it.each([
    [
      "a missing required column",
      ["Name"],
      { Row: 1, Field: "Level", Message: expect.stringContaining("missing") },
    ],
    [
      "an unknown column",
      ["Name", "Level", "Colour"],
      { Row: 1, Field: "Colour", Message: expect.any(String) },
    ],
    [
      "a column given twice",
      ["Name", "Level", "name"],
      { Row: 1, Field: "Name", Message: expect.stringContaining("twice") },
    ],
  ])("refuses %s", (_label, headers, problem) => {
    const match = matchImportHeaders({ kind: ImportKind.Locations, headers });
    expect(match).toEqual({ ok: false, problems: [problem] });
  });
});

describe("import cells", () => {
  it.each([
    ["text is trimmed", ImportKind.Locations, "Name", "  Orchard Hall ", "Orchard Hall"],
    ["a number in text", ImportKind.Locations, "Latitude", "39.61", 39.61],
    ["a number cell", ImportKind.Locations, "Longitude", -104.9, -104.9],
    ["a whole number", ImportKind.Assets, "Quantity", "12", 12],
    ["a choice any case", ImportKind.Locations, "Level", "building", 2],
    ["a choice written with spaces", ImportKind.Assets, "Status", "in repair", 3],
    ["yes", ImportKind.Locations, "Warehouse", "YES", true],
    ["an Excel serial date", ImportKind.Assets, "Purchase Date", 45292, "2024-01-01"],
    ["a display date", ImportKind.Assets, "Purchase Date", "Feb 29, 2024", "2024-02-29"],
    ["an empty optional cell", ImportKind.Assets, "Vendor", "  ", null],
  ] as const)("reads %s", (_label, kind, header, cell, value) =>
    expect(readImportCell(column(kind, header), cell)).toEqual({ ok: true, value }),
  );

  it.each([
    ["an empty required cell", ImportKind.Locations, "Name", "", "A value is required."],
    ["text in a number column", ImportKind.Locations, "Latitude", "north", "'north' is not a number."],
    ["a fraction in a whole-number column", ImportKind.Assets, "Quantity", 2.5, "2.5 is not a whole number."],
    [
      "an unknown choice",
      ImportKind.Locations,
      "Level",
      "Wing",
      "'Wing' is not one of Site, Building, Floor, Room.",
    ],
    ["a bad date", ImportKind.Assets, "Purchase Date", "31-02-2024", expect.stringContaining("not a date")],
    ["a NUL character", ImportKind.Locations, "Name", "Orchard\u0000Hall", expect.stringContaining("NUL")],
    ["an unpaired surrogate", ImportKind.Locations, "Name", "Orchard \ud800", expect.stringContaining("NUL")],
  ] as const)("refuses %s", (_label, kind, header, cell, message) =>
    expect(readImportCell(column(kind, header), cell)).toEqual({ ok: false, message }),
  );

  it("reads a row, naming each problem by row number and header", () => {
    const match = matchImportHeaders({ kind: ImportKind.Locations, headers: ["Name", "Level", "Latitude"] });
    if (!match.ok) throw new Error("headers");
    expect(readImportRow({ layout: match.layout, cells: ["", "Site", "x"], rowNumber: 4 })).toEqual({
      values: { LevelId: 1 },
      problems: [
        { Row: 4, Field: "Name", Message: "A value is required." },
        { Row: 4, Field: "Latitude", Message: "'x' is not a number." },
      ],
    });
  });
});

describe("import row checks", () => {
  it.each([
    ["a site with a parent", { Name: "A", LevelId: 1, ParentCode: "DTC-01" }, "Parent Code"],
    ["a building without a parent", { Name: "A", LevelId: 2 }, "Parent Code"],
    ["a latitude without a longitude", { Name: "A", LevelId: 1, Latitude: 10 }, "Longitude"],
    ["a latitude out of range", { Name: "A", LevelId: 1, Latitude: 100, Longitude: 1 }, "Latitude"],
    ["a name too long", { Name: "x".repeat(201), LevelId: 1 }, "Name"],
  ])("refuses a location row with %s, naming the column", (_label, values, header) => {
    const check = checkLocationImportRow(values, 7);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.map((p) => [p.Row, p.Field])).toContainEqual([7, header]);
  });

  it("accepts a good location row as the bulk-create call takes it", () => {
    expect(checkLocationImportRow({ Name: "Hall", LevelId: 2, ParentCode: "DTC-01" }, 2)).toMatchObject({
      ok: true,
      row: { Name: "Hall", LevelId: 2, ParentCode: "DTC-01", Status: "Active", IsWarehouse: false },
    });
  });

  it.each([
    ["a negative cost", { PurchaseCost: -1 }, "Purchase Cost", "A cost cannot be negative."],
    ["a zero quantity", { Quantity: 0 }, "Quantity", "A quantity is at least 1."],
    ["a long serial number", { SerialNumber: "s".repeat(101) }, "Serial Number", expect.any(String)],
  ])("refuses an asset row with %s", (_label, extra, header, message) => {
    const check = checkAssetImportRow({ PartNumber: "P-1", Location: "L-1", ...extra }, 3);
    expect(check).toEqual({ ok: false, problems: [{ Row: 3, Field: header, Message: message }] });
  });

  it.each([
    ["PartId", "Part Number"],
    ["LocationId", "Location"],
    ["ParentId", "Parent Code"],
  ])("names the create call's field %s by the column %s", (field, header) =>
    expect(importHeaderOf(field === "ParentId" ? ImportKind.Locations : ImportKind.Assets, field)).toBe(
      header,
    ),
  );
});
