import {
  asSentence,
  checkAssetImportRow,
  ImportKind,
  ImportPhase,
  importHeaderOf,
  VerificationState,
  type AssetImportRow,
  type ImportProblem,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { insertAssetsInTx, type NewAsset } from "../assets/assets.service.ts";
import {
  findAssetsBySerial,
  findLocationsByCodeOrName,
  findPartsByNumber,
  findStockRecords,
  findVendorsByName,
} from "./imports.repository.ts";
import {
  fieldKey,
  ImportRefused,
  parseFieldKey,
  type ImportHooks,
  type ImportOutcome,
  type ImportRow,
} from "./import-run.types.ts";

/** Assets a call of the create service checks and writes: its statements stay small. */
const WRITE_BATCH = 500;

type Resolved = { row: ImportRow; asset: NewAsset };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

/**
 * Looks up what each row names — the part by its number, the place by code (or by name when one location has
 * it), the vendor by name — and checks the category and manufacturer given against the part's. Serial numbers
 * given twice for one part are refused here; the rest of the create rules run in the create service.
 */
const resolveRows = async (
  ctx: AppContext,
  session: ActiveSession,
  checked: { row: ImportRow; data: AssetImportRow }[],
  problems: ImportProblem[],
): Promise<Resolved[]> => {
  const { orgId } = session;
  const all = checked.map((c) => c.data);
  const partsByNumber = new Map(
    (
      await findPartsByNumber(
        ctx.db,
        orgId,
        all.map((r) => r.PartNumber),
      )
    ).map((p) => [p.partNumber.toLowerCase(), p]),
  );
  const places = await findLocationsByCodeOrName(
    ctx.db,
    orgId,
    all.map((r) => r.Location),
  );
  const vendorsByName = new Map(
    (
      await findVendorsByName(
        ctx.db,
        orgId,
        all.flatMap((r) => (r.Vendor ? [r.Vendor] : [])),
      )
    ).map((v) => [v.name.toLowerCase(), v.id]),
  );
  const serialRows = new Map<string, number>();
  const stockRows = new Map<string, number>();
  const resolved: Resolved[] = [];
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
    const byCode = places.find((p) => same(p.code, data.Location));
    const byName = places.filter((p) => same(p.name, data.Location));
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
      row,
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
  await findDatabaseClashes(ctx, session, resolved, problems);
  return resolved;
};

/** Serial numbers already on an asset of the part, and consumable stock the place already holds. */
const findDatabaseClashes = async (
  ctx: AppContext,
  session: ActiveSession,
  resolved: readonly Resolved[],
  problems: ImportProblem[],
) => {
  const serialized = resolved.filter((r) => r.asset.SerialNumber);
  const holders = await findAssetsBySerial(
    ctx.db,
    session.orgId,
    serialized.map((r) => r.asset.PartId),
    serialized.map((r) => r.asset.SerialNumber!),
  );
  const held = new Map(holders.map((h) => [`${h.partId}|${h.serialNumber?.toLowerCase()}`, h.assetTag]));
  for (const r of serialized) {
    const tag = held.get(`${r.asset.PartId}|${r.asset.SerialNumber!.toLowerCase()}`);
    if (tag)
      problems.push({
        Row: r.row.rowNumber,
        Field: importHeaderOf(ImportKind.Assets, "SerialNumber"),
        Message: `This serial number is already on asset ${tag}.`,
      });
  }
  const consumables = resolved.filter((r) => !r.asset.SerialNumber);
  const records = await findStockRecords(
    ctx.db,
    session.orgId,
    consumables.map((r) => r.asset.PartId),
    consumables.map((r) => r.asset.LocationId),
  );
  const stocked = new Map(records.map((s) => [`${s.partId}|${s.locationId}`, s.assetTag]));
  for (const r of consumables) {
    const tag = stocked.get(`${r.asset.PartId}|${r.asset.LocationId}`);
    if (tag)
      problems.push({
        Row: r.row.rowNumber,
        Field: importHeaderOf(ImportKind.Assets, "LocationId"),
        Message: `This place already holds the stock of the part (${tag}): add to its quantity instead.`,
      });
  }
};

/**
 * Imports assets through the create service (catalogue, units, place, status and serial rules, tags, history,
 * warehouse stock), in batches of 500 inside one transaction: a batch it refuses is reported and the rest still
 * checked, and any refusal rolls every batch back.
 */
export const importAssets = async (
  ctx: AppContext,
  session: ActiveSession,
  rows: readonly ImportRow[],
  hooks: ImportHooks,
): Promise<ImportOutcome> => {
  const problems: ImportProblem[] = [];
  const checked: { row: ImportRow; data: AssetImportRow }[] = [];
  for (const row of rows) {
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkAssetImportRow(row.values, row.rowNumber);
    if (check.ok) checked.push({ row, data: check.row });
    else problems.push(...check.problems);
  }
  hooks.progress(0.3);
  const resolved = await resolveRows(ctx, session, checked, problems);
  hooks.progress(1);
  if (problems.length > 0) return { ok: false, problems };

  hooks.phase(ImportPhase.Writing);
  try {
    const written = await ctx.db.transaction(async (tx) => {
      let count = 0;
      for (let start = 0; start < resolved.length; start += WRITE_BATCH) {
        const batch = resolved.slice(start, start + WRITE_BATCH);
        try {
          const inserted = await insertAssetsInTx(
            tx,
            ctx,
            session,
            batch.map((r) => r.asset),
            { fieldName: fieldKey },
          );
          count += inserted.length;
        } catch (err) {
          if (!(err instanceof AppError) || !err.fields) throw err;
          for (const f of err.fields) {
            const { index, field } = parseFieldKey(f.field);
            problems.push({
              Row: batch[index]?.row.rowNumber ?? 0,
              Field: importHeaderOf(ImportKind.Assets, field),
              Message: asSentence(f.message),
            });
          }
        }
        hooks.progress(Math.min(1, (start + batch.length) / resolved.length));
      }
      if (problems.length > 0) throw new ImportRefused(problems);
      return count;
    });
    return { ok: true, written };
  } catch (err) {
    if (err instanceof ImportRefused) return { ok: false, problems: err.problems };
    throw err;
  }
};
