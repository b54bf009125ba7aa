import {
  AuditEntityType,
  checkAssetUnits,
  formatAssetTag,
  LocationStatus,
  SEQUENCE_NAMES,
  statusForNewAsset,
  type AssetInput,
  type AssetListQuery,
  type AssetListRow,
  type AssetWriteReply,
  type BulkCreateAssets,
  type CloneAsset,
  type ListReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import { nextNumbers, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  findConsumableRecords,
  findSerialHolders,
  insertAssetRows,
  readAssetsByIds,
  readPartsForAssets,
  readTagPrefix,
  readVendorNames,
  type NewAssetRow,
} from "./asset-records.repository.ts";
import { readPlaces } from "./requests/asset-relocation.repository.ts";
import { notAllowedNow, notFound, refusingDuplicates } from "./assets.errors.ts";
import { listAssets } from "./assets.repository.ts";
import { refreshWarehouseStock } from "./warehouse/warehouse-stock.repository.ts";

/** The caller's organisation's assets, one page at a time. */
export const assetList = (
  ctx: AppContext,
  session: ActiveSession,
  query: AssetListQuery,
): Promise<ListReply<AssetListRow>> => listAssets(ctx.db, session.orgId, query);

/** One asset to write, and the history entry it starts with (Created unless told). */
export type NewAsset = AssetInput & { history?: { action: string; summary: string } };

export type InsertAssetsOptions = {
  /** Errors name `${fieldPrefix}.${index}.${field}` ('Assets.3.SerialNumber'); without it, the field alone. */
  fieldPrefix?: string;
  /** Names a field some other way (overrides fieldPrefix). */
  fieldName?: (index: number, field: string) => string;
};

export type InsertedAsset = { Id: number; AssetTag: string; LocationId: number; Quantity: number };

const blank = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();
const SERIAL_TAKEN = "This serial number is already on another asset of the part.";

/**
 * Validates new assets against the catalogue and their places, generates their tags, and writes them with their
 * history and the stock of the warehouses they stand in — inside the caller's transaction. Every problem of
 * every row is named at once (400), then any clash with existing assets (409); nothing is written then.
 */
export const insertAssetsInTx = async (
  tx: Tx,
  ctx: AppContext,
  session: ActiveSession,
  inputs: readonly NewAsset[],
  options: InsertAssetsOptions = {},
): Promise<InsertedAsset[]> => {
  const { orgId } = session;
  const name = (index: number, field: string) =>
    options.fieldName?.(index, field) ??
    (options.fieldPrefix === undefined ? field : `${options.fieldPrefix}.${index}.${field}`);
  const partsById = await readPartsForAssets(
    tx,
    orgId,
    inputs.map((i) => i.PartId),
  );
  const places = await readPlaces(
    tx,
    orgId,
    inputs.map((i) => i.LocationId),
  );
  const vendorIds = inputs.flatMap((i) => (i.VendorId ? [i.VendorId] : []));
  const vendorNames = await readVendorNames(tx, orgId, vendorIds);

  const problems: AppFieldProblem[] = [];
  const seenSerials = new Map<string, number>();
  const seenStock = new Map<string, number>();
  const rows = inputs.map((input, index) => {
    const problem = (field: string, message: string) => problems.push({ field: name(index, field), message });
    const part = partsById.get(input.PartId);
    const place = places.get(input.LocationId);
    if (!part) problem("PartId", "There is no such part in your organisation.");
    else if (!part.isActive) problem("PartId", `${part.partNumber} is inactive: it takes no new assets.`);
    if (!place) problem("LocationId", "There is no such location in your organisation.");
    else if (place.status !== LocationStatus.Active)
      problem("LocationId", `${place.name} is inactive: it takes no new assets.`);
    if (input.VendorId && !vendorNames.has(input.VendorId))
      problem("VendorId", "There is no such vendor in your organisation.");
    const serialNumber = blank(input.SerialNumber);
    if (part) {
      for (const p of checkAssetUnits({
        isSerialized: part.serialized,
        serialNumber,
        quantity: input.Quantity,
      }))
        problem(p.field, p.message);
      const key = part.serialized ? `${part.id}|${serialNumber}` : `${part.id}|${input.LocationId}`;
      const seen = part.serialized ? seenSerials : seenStock;
      if (part.serialized ? serialNumber !== null : true) {
        const earlier = seen.get(key);
        if (earlier !== undefined)
          problem(
            part.serialized ? "SerialNumber" : "LocationId",
            part.serialized
              ? `This serial number is given twice (also ${name(earlier, "SerialNumber")}).`
              : `This part's stock at this place is given twice (also ${name(earlier, "LocationId")}); add the quantities up.`,
          );
        else seen.set(key, index);
      }
    }
    const status = statusForNewAsset({
      requested: input.StatusId,
      isInWarehouse: place?.isWarehouse ?? false,
    });
    if (!status.ok && place) problem("StatusId", status.message);
    return { input, part, place, serialNumber, statusId: status.ok ? status.statusId : undefined };
  });
  if (problems.length > 0) throw invalidFields(problems);

  const serialPairs = rows.flatMap((r) =>
    r.part?.serialized && r.serialNumber ? [{ partId: r.part.id, serialNumber: r.serialNumber }] : [],
  );
  const stockPairs = rows.flatMap((r) =>
    r.part && !r.part.serialized ? [{ partId: r.part.id, locationId: r.input.LocationId }] : [],
  );
  const holders = await findSerialHolders(tx, orgId, serialPairs);
  const stock = await findConsumableRecords(tx, orgId, stockPairs);
  const clashes: AppFieldProblem[] = [];
  rows.forEach((r, index) => {
    const holder = holders.find((h) => h.partId === r.part?.id && h.serialNumber === r.serialNumber);
    if (holder)
      clashes.push({
        field: name(index, "SerialNumber"),
        message: `Serial number ${r.serialNumber} of ${r.part?.partNumber} is already on asset ${holder.assetTag}.`,
      });
    const record = r.part?.serialized
      ? undefined
      : stock.find((s) => s.partId === r.part?.id && s.locationId === r.input.LocationId);
    if (record)
      clashes.push({
        field: name(index, "LocationId"),
        message: `${r.place?.name} already holds the stock of ${r.part?.partNumber} (${record.assetTag}, ${record.quantity} units): add to its quantity instead.`,
      });
  });
  if (clashes.length > 0)
    throw new AppError("CONFLICT", { message: clashes.map((c) => c.message).join(" "), fields: clashes });

  const prefix = await readTagPrefix(tx, orgId);
  const numbers = await nextNumbers(tx, orgId, SEQUENCE_NAMES.assetTag, rows.length);
  const at = ctx.now();
  const values: NewAssetRow[] = rows.map(({ input, part, serialNumber, statusId }, index) => {
    const p = part!;
    return {
      orgId,
      locationId: input.LocationId,
      partId: p.id,
      categoryId: p.categoryId,
      vendorId: input.VendorId ?? null,
      assetTag: formatAssetTag({ prefix, categoryCode: p.categoryCode, value: numbers[index] ?? index + 1 }),
      name: blank(input.Name) ?? p.partName,
      category: p.categoryName,
      manufacturer: p.manufacturer,
      model: p.partName,
      serialized: p.serialized,
      serialNumber: p.serialized ? serialNumber : null,
      quantity: p.serialized ? 1 : (input.Quantity ?? 1),
      description: blank(input.Description),
      statusId: statusId!,
      verificationState: input.VerificationState,
      purchaseDate: input.PurchaseDate ?? null,
      purchaseCost:
        input.PurchaseCost === null || input.PurchaseCost === undefined
          ? null
          : input.PurchaseCost.toFixed(2),
      createdById: session.employeeId,
      updatedById: session.employeeId,
      createdAt: at,
      updatedAt: at,
    };
  });
  const written: InsertedAsset[] = [];
  for (let start = 0; start < values.length; start += 250) {
    const chunk = values.slice(start, start + 250);
    const inserted = await insertAssetRows(tx, chunk);
    inserted.forEach((row, i) =>
      written.push({
        Id: row.id,
        AssetTag: row.assetTag,
        LocationId: chunk[i]!.locationId!,
        Quantity: chunk[i]!.quantity!,
      }),
    );
  }
  await recordHistory(
    tx,
    written.map((asset, index) => {
      const v = values[index]!;
      const place = rows[index]?.place?.name ?? "";
      return {
        orgId,
        entityType: AuditEntityType.Asset,
        entityId: asset.Id,
        action: inputs[index]?.history?.action ?? "Created",
        summary:
          inputs[index]?.history?.summary ??
          (v.serialized
            ? `Asset created (${asset.AssetTag}) at ${place}`
            : `Stock created: ${v.quantity} of ${v.name} at ${place}`),
        employeeId: session.employeeId,
        at,
      };
    }),
  );
  await refreshWarehouseStock(
    tx,
    orgId,
    written.map((w) => w.LocationId),
  );
  return written;
};

const writeReply = (assets: InsertedAsset[], message: string): AssetWriteReply => ({
  StatusCode: 0,
  StatusMessage: message,
  Assets: assets.map((a) => ({ Id: a.Id, AssetTag: a.AssetTag })),
});

const inOneTransaction = <T>(ctx: AppContext, run: (tx: Tx) => Promise<T>) =>
  refusingDuplicates("SerialNumber", SERIAL_TAKEN, () => ctx.db.transaction(run));

export const createAsset = (ctx: AppContext, session: ActiveSession, body: AssetInput) =>
  inOneTransaction(ctx, async (tx) =>
    writeReply(await insertAssetsInTx(tx, ctx, session, [body]), "The asset has been created."),
  );

/** Up to 500 assets, all or none: a problem in any row names it ('Assets.3.SerialNumber'). */
export const bulkCreateAssets = (ctx: AppContext, session: ActiveSession, body: BulkCreateAssets) =>
  inOneTransaction(ctx, async (tx) => {
    const written = await insertAssetsInTx(tx, ctx, session, body.Assets, { fieldPrefix: "Assets" });
    return writeReply(
      written,
      `${written.length} ${written.length === 1 ? "asset has" : "assets have"} been created.`,
    );
  });

/**
 * A new asset like an existing one (part, name, vendor, purchase, description) with a new tag: a serialized one
 * with its own serial number (at the same place unless told), a consumable with a quantity at another place.
 */
export const cloneAsset = (ctx: AppContext, session: ActiveSession, body: CloneAsset) =>
  inOneTransaction(ctx, async (tx) => {
    const [found] = await readAssetsByIds(tx, session.orgId, [body.Id]);
    if (!found) throw notFound("Asset");
    const source = found.asset;
    if (source.partId === null)
      throw notAllowedNow(`${source.assetTag} has no part of the catalogue to copy.`);
    const locationId = body.LocationId ?? (source.serialized ? source.locationId : null);
    if (locationId === null)
      throw invalidFields([{ field: "LocationId", message: "Say where the copy stands." }]);
    const written = await insertAssetsInTx(tx, ctx, session, [
      {
        PartId: source.partId,
        LocationId: locationId,
        Name: source.name,
        SerialNumber: body.SerialNumber ?? null,
        Quantity: source.serialized ? (body.Quantity ?? 1) : (body.Quantity ?? null),
        VendorId: source.vendorId,
        PurchaseDate: source.purchaseDate,
        PurchaseCost: source.purchaseCost === null ? null : Number(source.purchaseCost),
        Description: source.description,
        StatusId: null,
        VerificationState: "Newly_Created",
        history: { action: "Cloned", summary: `Cloned from ${source.assetTag}` },
      },
    ]);
    return writeReply(written, `The asset has been copied as ${written[0]?.AssetTag}.`);
  });
