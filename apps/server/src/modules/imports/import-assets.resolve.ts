import {
  checkAssetImportRow,
  ImportKind,
  importHeaderOf,
  VerificationState,
  type AssetImportRow,
  type ImportProblem,
} from "@fieldstead/domain";
import type { NewAsset } from "../assets/assets.service.ts";
import type { ImportRow } from "./import-run.types.ts";
import { handOver, type WorkerImport } from "./import-worker.kit.ts";

type Part = {
  id: number;
  partNumber: string;
  serialized: boolean;
  category: string;
  manufacturer: string | null;
};
type Place = { id: number; code: string; name: string };

/** What the checking asks the main thread (which holds the database). */
export type AssetImportQueries = {
  refs: (names: { partNumbers: string[]; locations: string[]; vendors: string[] }) => Promise<{
    parts: Part[];
    places: Place[];
    vendors: { id: number; name: string }[];
  }>;
  clashes: (keys: {
    serialParts: number[];
    serials: string[];
    stockParts: number[];
    stockPlaces: number[];
  }) => Promise<{
    holders: { partId: number | null; serialNumber: string | null; assetTag: string }[];
    records: { partId: number | null; locationId: number | null; assetTag: string }[];
  }>;
};

/** An asset ready for the create service, with the row it came from. */
export type AssetImportItem = { rowNumber: number; asset: NewAsset };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

/** Places by lower-case code, and by lower-case name (a name may be shared). */
const placeIndex = (places: readonly Place[]) => {
  const byCode = new Map<string, Place>();
  const byName = new Map<string, Place[]>();
  for (const place of places) {
    byCode.set(place.code.toLowerCase(), place);
    const key = place.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  return { byCode, byName };
};

/**
 * Checks an assets import in the worker: each row by the import's schema, then what it names — the part by
 * its number, the place by code (or by name when one location has it), the vendor by name — and the category
 * and manufacturer given against the part's. Serial numbers given twice for one part, and serial numbers or
 * stock the organisation already holds, are refused here; the rest of the create rules run in the create
 * service as the main thread writes.
 */
export const planAssetImport: WorkerImport = async (rows, port, _context, hooks) => {
  const problems: ImportProblem[] = [];
  const checked: { row: ImportRow; data: AssetImportRow }[] = [];
  rows.forEach((row, i) => {
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkAssetImportRow(row.values, row.rowNumber);
    if (check.ok) checked.push({ row, data: check.row });
    else problems.push(...check.problems);
    if (i % 1000 === 0) hooks.progress((i / rows.length) * 0.3);
  });
  const all = checked.map((c) => c.data);
  const refs = await port.ask<Awaited<ReturnType<AssetImportQueries["refs"]>>>("refs", {
    partNumbers: all.map((r) => r.PartNumber),
    locations: all.map((r) => r.Location),
    vendors: all.flatMap((r) => (r.Vendor ? [r.Vendor] : [])),
  });
  hooks.progress(0.5);
  const partsByNumber = new Map(refs.parts.map((p) => [p.partNumber.toLowerCase(), p]));
  const places = placeIndex(refs.places);
  const vendorsByName = new Map(refs.vendors.map((v) => [v.name.toLowerCase(), v.id]));
  const serialRows = new Map<string, number>();
  const stockRows = new Map<string, number>();
  const resolved: AssetImportItem[] = [];
  for (const { row, data } of checked) {
    const problem = (field: string, message: string) =>
      problems.push({
        Row: row.rowNumber,
        Field: importHeaderOf(ImportKind.Assets, field),
        Message: message,
      });
    const part = partsByNumber.get(data.PartNumber.toLowerCase());
    if (!part) problem("PartNumber", `No part has the number '${data.PartNumber}' in your organisation.`);
    if (part && data.Category && !same(part.category, data.Category))
      problem(
        "Category",
        `Part ${part.partNumber} is in the category ${part.category}, not ${data.Category}.`,
      );
    if (part && data.Manufacturer && !same(part.manufacturer, data.Manufacturer))
      problem(
        "Manufacturer",
        `Part ${part.partNumber} is made by ${part.manufacturer ?? "no manufacturer on record"}, not ${data.Manufacturer}.`,
      );
    const byCode = places.byCode.get(data.Location.toLowerCase());
    const byName = places.byName.get(data.Location.toLowerCase()) ?? [];
    const place = byCode ?? (byName.length === 1 ? byName[0] : undefined);
    if (!place)
      problem(
        "Location",
        byName.length > 1
          ? `${byName.length} locations are named '${data.Location}': give the location's code.`
          : `No location has the code or name '${data.Location}' in your organisation.`,
      );
    const vendorId = data.Vendor ? vendorsByName.get(data.Vendor.toLowerCase()) : undefined;
    if (data.Vendor && vendorId === undefined)
      problem("Vendor", `No vendor is named '${data.Vendor}' in your organisation.`);
    if (part && data.SerialNumber) {
      const key = `${part.id}|${data.SerialNumber.toLowerCase()}`;
      const earlier = serialRows.get(key);
      if (earlier !== undefined)
        problem("SerialNumber", `This serial number of ${part.partNumber} is also given in row ${earlier}.`);
      else serialRows.set(key, row.rowNumber);
    }
    if (part && place && !part.serialized) {
      const key = `${part.id}|${place.id}`;
      const earlier = stockRows.get(key);
      if (earlier !== undefined)
        problem(
          "LocationId",
          `The stock of ${part.partNumber} here is also given in row ${earlier}: add the quantities up.`,
        );
      else stockRows.set(key, row.rowNumber);
    }
    if (!part || !place) continue;
    resolved.push({
      rowNumber: row.rowNumber,
      asset: {
        PartId: part.id,
        LocationId: place.id,
        Name: data.Name ?? null,
        SerialNumber: data.SerialNumber ?? null,
        Quantity: data.Quantity ?? null,
        VendorId: vendorId ?? null,
        PurchaseDate: data.PurchaseDate ?? null,
        PurchaseCost: data.PurchaseCost ?? null,
        Description: data.Description ?? null,
        StatusId: data.StatusId ?? null,
        VerificationState: VerificationState.Newly_Created,
        history: { action: "Created", summary: "Asset created by an import" },
      },
    });
  }
  hooks.progress(0.8);
  problems.push(...(await findClashes(port, resolved)));
  hooks.progress(1);
  if (problems.length > 0) return { ok: false, problems };
  handOver(port, resolved);
  return { ok: true, count: resolved.length };
};

/** Serial numbers already on an asset of the part, and consumable stock the place already holds. */
const findClashes = async (
  port: Parameters<WorkerImport>[1],
  resolved: readonly AssetImportItem[],
): Promise<ImportProblem[]> => {
  const serialized = resolved.filter((r) => r.asset.SerialNumber);
  const consumables = resolved.filter((r) => !r.asset.SerialNumber);
  const { holders, records } = await port.ask<Awaited<ReturnType<AssetImportQueries["clashes"]>>>("clashes", {
    serialParts: serialized.map((r) => r.asset.PartId),
    serials: serialized.map((r) => r.asset.SerialNumber!),
    stockParts: consumables.map((r) => r.asset.PartId),
    stockPlaces: consumables.map((r) => r.asset.LocationId),
  });
  const problems: ImportProblem[] = [];
  const held = new Map(holders.map((h) => [`${h.partId}|${h.serialNumber?.toLowerCase()}`, h.assetTag]));
  for (const r of serialized) {
    const tag = held.get(`${r.asset.PartId}|${r.asset.SerialNumber!.toLowerCase()}`);
    if (tag)
      problems.push({
        Row: r.rowNumber,
        Field: importHeaderOf(ImportKind.Assets, "SerialNumber"),
        Message: `This serial number is already on asset ${tag}.`,
      });
  }
  const stocked = new Map(records.map((s) => [`${s.partId}|${s.locationId}`, s.assetTag]));
  for (const r of consumables) {
    const tag = stocked.get(`${r.asset.PartId}|${r.asset.LocationId}`);
    if (tag)
      problems.push({
        Row: r.rowNumber,
        Field: importHeaderOf(ImportKind.Assets, "LocationId"),
        Message: `This place already holds the stock of the part (${tag}): add to its quantity instead.`,
      });
  }
  return problems;
};
