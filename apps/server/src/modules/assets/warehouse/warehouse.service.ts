import {
  AuditEntityType,
  formatAssetTag,
  ResultCode,
  SEQUENCE_NAMES,
  WarehouseScanDirection,
  type GetWarehousesReply,
  type ListReply,
  type ScanWarehouseReply,
  type ScanWarehouseRequest,
  type WarehouseMovementListQuery,
  type WarehouseMovementRow,
  type WarehouseStockListQuery,
  type WarehouseStockRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import { nextNumbers, recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { findOpenRequestsHolding } from "../requests/asset-move-items.repository.ts";
import {
  lockAssets,
  lockConsumableRecord,
  readPlaces,
  readTagParts,
  type PlaceRow,
} from "../requests/asset-relocation.repository.ts";
import { relocateAssets } from "../requests/asset-relocation.service.ts";
import { readPartsForAssets } from "../asset-records.repository.ts";
import {
  addQuantity,
  findAssetsByCode,
  findPartByNumber,
  insertReceivedRecord,
  readPart,
  type ScannedPart,
} from "./warehouse-units.repository.ts";
import { insertMovements, listWarehouses, listWarehouseStock, onHand } from "./warehouse.repository.ts";
import { refreshWarehouseStock } from "./warehouse-stock.repository.ts";
import { listWarehouseMovements } from "./warehouse-movements.repository.ts";

// Other modules that change where assets stand (locations) recount the warehouses in the same transaction;
// they never read this module's repositories.
export { refreshWarehouseStock } from "./warehouse-stock.repository.ts";

export const warehouses = async (ctx: AppContext, session: ActiveSession): Promise<GetWarehousesReply> => ({
  Warehouses: await listWarehouses(ctx.db, session.orgId),
});

export const warehouseStockList = (
  ctx: AppContext,
  session: ActiveSession,
  query: WarehouseStockListQuery,
): Promise<ListReply<WarehouseStockRow>> => listWarehouseStock(ctx.db, session.orgId, query);

export const warehouseMovementList = (
  ctx: AppContext,
  session: ActiveSession,
  query: WarehouseMovementListQuery,
): Promise<ListReply<WarehouseMovementRow>> => listWarehouseMovements(ctx.db, session.orgId, query);

type Moved = {
  assetId: number;
  assetTag: string;
  name: string;
  quantity: number;
  otherLocationId: number | null;
};

/** Refuses a record held by an open move request: that request decides where it goes. */
const refuseIfHeld = async (tx: Tx, orgId: number, asset: { id: number; assetTag: string }) => {
  const [held] = await findOpenRequestsHolding(tx, orgId, [asset.id]);
  if (held)
    throw new AppError("NOT_ALLOWED_NOW", {
      message: `${asset.assetTag} is in an open move request (${held.requestNumber}): carry it out or cancel it first`,
    });
};

/**
 * One scan at a warehouse, in one transaction: the asset (or quantity) comes in or goes out through the one
 * relocation path, a scan-log row is written, and the answer says what was scanned and what is now on hand.
 */
export const scanWarehouse = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ScanWarehouseRequest,
): Promise<ScanWarehouseReply> => {
  const { orgId, employeeId } = session;
  const at = ctx.now();
  const isIn = body.Direction === WarehouseScanDirection.In;
  return ctx.db.transaction(async (tx) => {
    const places = await readPlaces(tx, orgId, [
      body.WarehouseId,
      body.ToLocationId ?? null,
      body.FromLocationId ?? null,
    ]);
    const warehouse = places.get(body.WarehouseId);
    if (!warehouse?.isWarehouse)
      throw invalidField("WarehouseId", "no warehouse of this organisation has this id");
    const destination = isIn ? warehouse : checkedDestination(places, body.ToLocationId ?? 0, warehouse);
    const relocate = (assetId: number, quantity?: number) =>
      relocateAssets(tx, {
        orgId,
        employeeId,
        at,
        toLocationId: destination.id,
        units: [{ assetId, ...(quantity ? { quantity } : {}) }],
      });

    const found = await findAssetsByCode(tx, orgId, body.Code);
    if (found.length > 1)
      throw invalidField(
        "Code",
        `${body.Code} is the serial number of ${found.length} assets: scan the asset tag`,
      );
    const [asset] = found.length === 1 ? await lockAssets(tx, orgId, [found[0]!.id]) : [];
    let part: ScannedPart | null;
    let moved: Moved;
    if (asset?.serialized) {
      await refuseIfHeld(tx, orgId, asset);
      const standsHere = asset.locationId === warehouse.id;
      if (isIn && standsHere)
        throw new AppError("NOT_ALLOWED_NOW", {
          message: `${asset.assetTag} is already in ${warehouse.name}`,
        });
      if (!isIn && !standsHere) {
        const where = (await readPlaces(tx, orgId, [asset.locationId])).get(asset.locationId ?? 0)?.name;
        throw new AppError("NOT_ALLOWED_NOW", {
          message: `${asset.assetTag} is not in ${warehouse.name}${where ? ` (it stands at ${where})` : ""}`,
        });
      }
      const [result] = await relocate(asset.id);
      part = asset.partId === null ? null : await readPart(tx, orgId, asset.partId);
      moved = { ...result!, otherLocationId: isIn ? asset.locationId : destination.id };
    } else {
      // A consumable record's tag stands for its part.
      part = asset?.partId
        ? await readPart(tx, orgId, asset.partId)
        : await findPartByNumber(tx, orgId, body.Code);
      if (!part) throw invalidField("Code", `no asset tag, serial number or part number reads ${body.Code}`);
      if (part.serialized)
        throw invalidField(
          "Code",
          `${part.partNumber} is a serialized part: scan the asset's tag or serial number`,
        );
      moved = await scanConsumable(tx, session, body, { part, warehouse, destination, at, relocate });
    }
    if (!part) throw invalidField("Code", `${body.Code} is not an asset of a known part`);
    const [movementId] = await insertMovements(tx, [
      {
        orgId,
        warehouseId: warehouse.id,
        direction: body.Direction,
        code: body.Code,
        assetId: moved.assetId,
        partId: part.id,
        quantity: moved.quantity,
        otherLocationId: moved.otherLocationId,
        employeeId,
        at,
      },
    ]);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${moved.assetTag} scanned ${isIn ? "into" : "out of"} ${warehouse.name}.`,
      Scan: {
        MovementId: movementId ?? 0,
        Direction: body.Direction,
        Code: body.Code,
        AssetId: moved.assetId,
        AssetTag: moved.assetTag,
        Name: moved.name,
        PartNumber: part.partNumber,
        PartName: part.partName,
        Serialized: part.serialized,
        Quantity: moved.quantity,
        OnHand: await onHand(tx, orgId, warehouse.id, part.id),
        LocationName: destination.name,
      },
    };
  });
};

/** Where a scan out sends the units: an active location of the organisation, not the warehouse itself. */
const checkedDestination = (places: Map<number, PlaceRow>, id: number, warehouse: PlaceRow): PlaceRow => {
  const place = places.get(id);
  if (!place) throw invalidField("ToLocationId", "no location of this organisation has this id");
  if (place.status !== "Active") throw invalidField("ToLocationId", `${place.name} is inactive`);
  if (place.id === warehouse.id)
    throw invalidField("ToLocationId", "the units are in this warehouse already");
  return place;
};

/**
 * A consumable's quantity: out of the warehouse's record to the destination; in from another place's record,
 * or, with no place named, as new stock received into the warehouse's record (made when there is none).
 */
const scanConsumable = async (
  tx: Tx,
  session: ActiveSession,
  body: ScanWarehouseRequest,
  scan: {
    part: ScannedPart;
    warehouse: PlaceRow;
    destination: PlaceRow;
    at: Date;
    relocate: (assetId: number, quantity?: number) => ReturnType<typeof relocateAssets>;
  },
): Promise<Moved> => {
  const { orgId, employeeId } = session;
  const { part, warehouse, at } = scan;
  const quantity = body.Quantity ?? 1;
  const sourceId = body.Direction === WarehouseScanDirection.Out ? warehouse.id : body.FromLocationId;
  if (sourceId) {
    const source = await lockConsumableRecord(tx, orgId, part.id, sourceId);
    const sourceName =
      sourceId === warehouse.id
        ? warehouse.name
        : ((await readPlaces(tx, orgId, [sourceId])).get(sourceId)?.name ?? "");
    if (!source || source.quantity < quantity)
      throw invalidField("Quantity", `only ${source?.quantity ?? 0} of ${part.partNumber} in ${sourceName}`);
    await refuseIfHeld(tx, orgId, source);
    const [result] = await scan.relocate(source.id, quantity);
    const otherLocationId = body.Direction === WarehouseScanDirection.Out ? scan.destination.id : sourceId;
    return { ...result!, otherLocationId };
  }
  const record = await lockConsumableRecord(tx, orgId, part.id, warehouse.id);
  let held: { id: number; assetTag: string };
  if (record) {
    await refuseIfHeld(tx, orgId, record);
    await addQuantity(tx, orgId, record.id, quantity, employeeId, at);
    held = record;
    await recordHistory(tx, [
      {
        orgId,
        entityType: AuditEntityType.Asset,
        entityId: record.id,
        action: "Received",
        summary: `Received ${quantity} by a scan into ${warehouse.name}`,
        changes: [
          { Field: "Quantity", From: String(record.quantity), To: String(record.quantity + quantity) },
        ],
        employeeId,
        at,
      },
    ]);
  } else {
    const details = (await readPartsForAssets(tx, orgId, [part.id])).get(part.id);
    if (!details) throw invalidField("Code", `${part.partNumber} has no category`);
    const [value] = await nextNumbers(tx, orgId, SEQUENCE_NAMES.assetTag);
    const { prefix } = await readTagParts(tx, orgId, details.categoryId);
    held = await insertReceivedRecord(tx, {
      orgId,
      partId: part.id,
      warehouseId: warehouse.id,
      assetTag: formatAssetTag({ prefix, categoryCode: details.categoryCode, value: value ?? 0 }),
      quantity,
      part: details,
      employeeId,
      at,
    });
    await recordHistory(tx, [
      {
        orgId,
        entityType: AuditEntityType.Asset,
        entityId: held.id,
        action: "Created",
        summary: `Stock created: ${quantity} of ${part.partName}, received by a scan into ${warehouse.name}`,
        changes: [{ Field: "Location", From: null, To: warehouse.name }],
        employeeId,
        at,
      },
    ]);
  }
  await refreshWarehouseStock(tx, orgId, [warehouse.id]);
  return { assetId: held.id, assetTag: held.assetTag, name: part.partName, quantity, otherLocationId: null };
};
