import {
  AuditEntityType,
  formatAssetTag,
  moveSummaries,
  relocatedStatus,
  SEQUENCE_NAMES,
  type AuditChange,
} from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { nextNumbers, recordHistory, type AuditRecord } from "../../audit/audit.service.ts";
import {
  insertConsumableRecord,
  lockAssets,
  lockConsumableRecord,
  readPlaces,
  readTagParts,
  updateAsset,
  type PlaceRow,
  type RelocatingAsset,
} from "./asset-relocation.repository.ts";
import { assetStatusName } from "../assets.repository.ts";
import { refreshWarehouseStock } from "../warehouse/warehouse-stock.repository.ts";

export type { RelocatingAsset };

/** One thing to move: an asset whole, or part of a consumable record's quantity. */
export type RelocationUnit = { assetId: number; quantity?: number };

export type Relocation = {
  orgId: number;
  employeeId: number | null;
  at: Date;
  toLocationId: number;
  units: readonly RelocationUnit[];
  /** The request behind the move ('MR-000004'), named in the history. */
  reference?: string | null;
};

/** What one unit's move did: the record that now holds the units at the destination. */
export type RelocatedUnit = {
  sourceAssetId: number;
  assetId: number;
  assetTag: string;
  name: string;
  partId: number | null;
  partNumber: string | null;
  serialized: boolean;
  quantity: number;
  fromLocationId: number | null;
  fromLocationName: string;
  toLocationName: string;
};

const NOWHERE = "no location";

/**
 * The one way an asset's place changes, inside the caller's transaction: the location (and the status, on
 * arriving at or leaving a warehouse), a 'Moved' history entry with the location change, and the stock of
 * every warehouse touched. A consumable record moves whole, or for part of its quantity the units leave it
 * and join the destination's record of the part (one record per part and place), which is made when there is
 * none; both records get history.
 */
export const relocateAssets = async (tx: Tx, move: Relocation): Promise<RelocatedUnit[]> => {
  const { orgId, employeeId, at, reference } = move;
  const locked = await lockAssets(
    tx,
    orgId,
    move.units.map((u) => u.assetId),
  );
  const byId = new Map(locked.map((a) => [a.id, a]));
  // Where the assets stood before: the warehouses whose stock the move changes.
  const fromIds = locked.map((a) => a.locationId);
  const places = await readPlaces(tx, orgId, [move.toLocationId, ...locked.map((a) => a.locationId)]);
  const to = places.get(move.toLocationId);
  if (!to)
    throw new AppError("NOT_FOUND", { message: "The destination is not a location of this organisation" });
  const history: AuditRecord[] = [];
  const entry = (assetId: number, action: string, summary: string, changes: AuditChange[]) =>
    history.push({
      orgId,
      entityType: AuditEntityType.Asset,
      entityId: assetId,
      action,
      summary,
      changes,
      employeeId,
      at,
    });
  const stamp = { updatedById: employeeId, updatedAt: at };
  const results: RelocatedUnit[] = [];

  for (const unit of move.units) {
    const asset = byId.get(unit.assetId);
    if (!asset) throw new AppError("NOT_FOUND", { message: "The asset is not one of this organisation" });
    const fromName = asset.locationId === null ? NOWHERE : (places.get(asset.locationId)?.name ?? NOWHERE);
    const quantity = asset.serialized ? 1 : (unit.quantity ?? asset.quantity);
    if (quantity > asset.quantity || quantity < 1)
      throw new AppError("NOT_ALLOWED_NOW", {
        message: `Only ${asset.quantity} of ${asset.assetTag} are at ${fromName}`,
      });
    const result = (holder: { id: number; assetTag: string }): RelocatedUnit => ({
      sourceAssetId: asset.id,
      assetId: holder.id,
      assetTag: holder.assetTag,
      name: asset.name,
      partId: asset.partId,
      partNumber: asset.partNumber,
      serialized: asset.serialized,
      quantity,
      fromLocationId: asset.locationId,
      fromLocationName: fromName,
      toLocationName: to.name,
    });
    const mergeInto =
      asset.serialized || asset.partId === null
        ? null
        : await lockConsumableRecord(tx, orgId, asset.partId, to.id, asset.id);

    if (!mergeInto && quantity === asset.quantity) {
      await moveWhole(asset, to, fromName);
      results.push(result(asset));
      continue;
    }
    const left = asset.quantity - quantity;
    await updateAsset(tx, orgId, asset.id, { quantity: left, ...stamp });
    entry(
      asset.id,
      "Moved",
      moveSummaries.movedPart({ quantity, of: asset.quantity, from: fromName, to: to.name, reference }),
      [{ Field: "Quantity", From: String(asset.quantity), To: String(left) }],
    );
    asset.quantity = left;
    if (mergeInto) {
      const total = mergeInto.quantity + quantity;
      await updateAsset(tx, orgId, mergeInto.id, { quantity: total, ...stamp });
      entry(mergeInto.id, "Received", moveSummaries.received({ quantity, from: fromName, reference }), [
        { Field: "Quantity", From: String(mergeInto.quantity), To: String(total) },
      ]);
      results.push(result(mergeInto));
      continue;
    }
    const made = await newConsumableRecord(asset, to, quantity);
    entry(
      made.id,
      "Created",
      moveSummaries.stockCreated({ quantity, name: asset.name, from: fromName, reference }),
      [
        { Field: "Location", From: null, To: to.name },
        { Field: "Quantity", From: null, To: String(quantity) },
      ],
    );
    results.push(result(made));
  }

  await recordHistory(tx, history);
  await refreshWarehouseStock(tx, orgId, [to.id, ...fromIds]);
  return results;

  async function moveWhole(asset: RelocatingAsset, place: PlaceRow, fromName: string): Promise<void> {
    const statusId = relocatedStatus({ statusId: asset.statusId, isToWarehouse: place.isWarehouse });
    await updateAsset(tx, orgId, asset.id, { locationId: place.id, statusId, ...stamp });
    const changes: AuditChange[] = [
      { Field: "Location", From: fromName === NOWHERE ? null : fromName, To: place.name },
    ];
    if (statusId !== asset.statusId)
      changes.push({ Field: "Status", From: assetStatusName(asset.statusId), To: assetStatusName(statusId) });
    entry(asset.id, "Moved", moveSummaries.moved({ from: fromName, to: place.name, reference }), changes);
    asset.locationId = place.id;
    asset.statusId = statusId;
  }

  async function newConsumableRecord(source: RelocatingAsset, place: PlaceRow, quantity: number) {
    const { prefix, categoryCode } = await readTagParts(tx, orgId, source.categoryId);
    const [value] = await nextNumbers(tx, orgId, SEQUENCE_NAMES.assetTag);
    return insertConsumableRecord(tx, orgId, source, {
      assetTag: formatAssetTag({ prefix, categoryCode: categoryCode ?? "GEN", value: value ?? 0 }),
      locationId: place.id,
      quantity,
      statusId: relocatedStatus({ statusId: source.statusId, isToWarehouse: place.isWarehouse }),
      employeeId,
      at,
    });
  }
};
