import { describe, expect, it } from "vitest";
import { diffChanges } from "./audit.rules.ts";

type Asset = { name: string; serial: string | null; cost: number | null; statusId: number };
const FIELDS = [
  { key: "name", label: "Name" },
  { key: "serial", label: "Serial number" },
  { key: "cost", label: "Cost" },
  { key: "statusId", label: "Status", format: (v: unknown) => (v === 1 ? "Active" : "Inactive") },
] as const;

describe("diffChanges", () => {
  it("lists each changed field with its label and both values, in field order", () => {
    const before: Asset = { name: "Pump 1", serial: null, cost: 10, statusId: 1 };
    const after: Partial<Asset> = { statusId: 2, serial: "SN-1", name: "Pump 1" };
    expect(diffChanges({ before, after, fields: FIELDS })).toEqual([
      { Field: "Serial number", From: null, To: "SN-1" },
      { Field: "Status", From: "Active", To: "Inactive" },
    ]);
  });

  it("treats empty text and a missing value alike, and ignores fields not sent", () => {
    expect(
      diffChanges<Asset>({ before: { serial: null, cost: 5 }, after: { serial: "" }, fields: FIELDS }),
    ).toEqual([]);
  });
});
