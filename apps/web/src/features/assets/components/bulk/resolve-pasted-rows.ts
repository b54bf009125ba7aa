import type { VendorListRow } from "@fieldstead/domain";
import { searchAssetLocations } from "../../api/search-asset-locations.ts";
import { searchParts } from "../../catalogue/api/search-parts.ts";
import { emptyBulkRow, type BulkErrors, type BulkRow, type PastedRow } from "./bulk-rows.ts";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Turns pasted rows into page rows: part numbers and location codes are looked up (exact matches, once each),
 * vendors by name. What cannot be found is named on its row.
 */
export const resolvePastedRows = async (
  pasted: readonly PastedRow[],
  vendors: readonly VendorListRow[],
  firstIndex: number,
): Promise<{ rows: BulkRow[]; errors: BulkErrors }> => {
  const partNumbers = [...new Set(pasted.map((p) => p.partNumber).filter(Boolean))];
  const codes = [...new Set(pasted.map((p) => p.locationCode).filter(Boolean))];
  const parts = new Map(
    await Promise.all(
      partNumbers.map(
        async (n) =>
          [
            n.toLowerCase(),
            (await searchParts({ Search: n, Limit: 10 })).find((p) => same(p.PartNumber, n)) ?? null,
          ] as const,
      ),
    ),
  );
  const places = new Map(
    await Promise.all(
      codes.map(
        async (c) =>
          [
            c.toLowerCase(),
            (await searchAssetLocations({ Search: c, Limit: 10 })).find((l) => same(l.Code, c)) ?? null,
          ] as const,
      ),
    ),
  );
  const errors: BulkErrors = {};
  const rows = pasted.map((p, i) => {
    const part = parts.get(p.partNumber.toLowerCase()) ?? null;
    const location = places.get(p.locationCode.toLowerCase()) ?? null;
    const vendor = p.vendor ? vendors.find((v) => same(v.Name, p.vendor)) : undefined;
    const rowErrors: BulkErrors[number] = {};
    if (!part) rowErrors.Part = p.partNumber ? `No active part is numbered ${p.partNumber}.` : "Pick a part.";
    if (!location)
      rowErrors.Location = p.locationCode
        ? `No active location has the code ${p.locationCode}.`
        : "Pick a location.";
    if (p.vendor && !vendor) rowErrors.VendorId = `No vendor is named ${p.vendor}.`;
    if (Object.keys(rowErrors).length > 0) errors[firstIndex + i] = rowErrors;
    const isSerialized = part?.Serialized ?? true;
    return emptyBulkRow({
      Part: part,
      Location: location,
      SerialNumber: isSerialized ? p.unit : "",
      Quantity: isSerialized ? "1" : p.unit,
      Name: p.name,
      VendorId: vendor ? String(vendor.Id) : "",
      PurchaseDate: p.purchaseDate,
      PurchaseCost: p.cost,
    });
  });
  return { rows, errors };
};
