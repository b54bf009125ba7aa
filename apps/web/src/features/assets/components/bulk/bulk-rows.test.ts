import { describe, expect, it } from "vitest";
import type { PartOption } from "@fieldstead/domain";
import { bulkErrorsFromFields, checkBulkRows, emptyBulkRow, parsePastedRows } from "./bulk-rows.ts";

const serialized: PartOption = {
  Id: 1,
  PartNumber: "HVAC-00001",
  PartName: "Chiller",
  CategoryId: 1,
  CategoryName: "HVAC",
  ManufacturerName: "Trane",
  Serialized: true,
};
const consumable: PartOption = {
  ...serialized,
  Id: 2,
  PartNumber: "FLT-1",
  PartName: "Filter",
  Serialized: false,
};
const place = {
  Id: 9,
  Code: "DTC",
  Name: "Denver",
  LevelId: 1 as const,
  Path: "",
  IsWarehouse: false,
  Status: "Active",
};

describe("bulk rows", () => {
  it("reads pasted tab-separated rows, skipping the heading and blank lines, and cleaning the cost", () => {
    const text =
      "Part number\tLocation code\tSerial\nHVAC-00001\tDTC\tSN-1\tChiller A\tGrainger\t2026-01-02\t$1,200.50\n\n FLT-1 \tDTC\t12";
    expect(parsePastedRows(text)).toEqual([
      {
        partNumber: "HVAC-00001",
        locationCode: "DTC",
        unit: "SN-1",
        name: "Chiller A",
        vendor: "Grainger",
        purchaseDate: "2026-01-02",
        cost: "1200.50",
      },
      {
        partNumber: "FLT-1",
        locationCode: "DTC",
        unit: "12",
        name: "",
        vendor: "",
        purchaseDate: "",
        cost: "",
      },
    ]);
  });

  it.each([
    [
      { Part: null, Location: null },
      { Part: "Pick a part.", Location: "Pick a location." },
    ],
    [
      { Part: serialized, Location: place, SerialNumber: "" },
      { SerialNumber: "A serialized part needs a serial number." },
    ],
    [{ Part: consumable, Location: place, Quantity: "0" }, { Quantity: "A quantity is at least 1." }],
    [
      { Part: serialized, Location: place, SerialNumber: "S", PurchaseDate: "2026-13-01" },
      { PurchaseDate: "This is not a date of the calendar." },
    ],
  ])("checks a row before sending: %o", (patch, expected) => {
    expect(checkBulkRows([emptyBulkRow(patch)])[0]).toMatchObject(expected);
  });

  it("passes good rows", () => {
    expect(
      checkBulkRows([
        emptyBulkRow({ Part: serialized, Location: place, SerialNumber: "SN-1" }),
        emptyBulkRow({ Part: consumable, Location: place, Quantity: "4" }),
      ]),
    ).toEqual({});
  });

  it("puts the server's Assets.<i>.<Field> messages on their rows", () => {
    expect(
      bulkErrorsFromFields([
        { field: "Assets.2.SerialNumber", message: "taken" },
        { field: "Assets.0.LocationId", message: "inactive" },
        { field: "Assets", message: "ignored here" },
      ]),
    ).toEqual({ 2: { SerialNumber: "taken" }, 0: { Location: "inactive" } });
  });
});
