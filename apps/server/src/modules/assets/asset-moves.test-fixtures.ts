import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { AuditEntityType, MoveRequestStatus, type HistoryEntry } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import {
  assets,
  employees,
  locations,
  moveRequestItems,
  moveRequests,
  parts,
  warehouseStock,
} from "../../db/schema/index.ts";
import { readEvents, readHistory } from "../audit/audit.service.ts";

/**
 * What the request and warehouse tests read and arrange directly in the database: records to work with, and
 * the facts a person would check afterwards (where an asset stands, its history, the stock).
 */
export const orgOf = async (db: Db, employeeId: number): Promise<number> => {
  const [row] = await db
    .select({ orgId: employees.orgId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!row) throw new Error(`no employee ${employeeId}`);
  return row.orgId;
};

export type FixtureAsset = {
  id: number;
  assetTag: string;
  locationId: number;
  partId: number;
  statusId: number;
  quantity: number;
  serialNumber: string | null;
};

const inOpenRequest = sql`${assets.id} in (select ${moveRequestItems.assetId} from ${moveRequestItems}
  join ${moveRequests} on ${moveRequests.id} = ${moveRequestItems.moveRequestId}
  where ${moveRequests.statusId} in (${MoveRequestStatus.AwaitingApproval}, ${MoveRequestStatus.Approved}))`;

/** Assets free to move (in no open request), serialized or consumable, in or out of warehouses. */
export const freeAssets = async (
  db: Db,
  orgId: number,
  options: { serialized: boolean; inWarehouse: boolean; exceptIds?: number[]; locationId?: number },
): Promise<FixtureAsset[]> => {
  const rows = await db
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      locationId: assets.locationId,
      partId: assets.partId,
      statusId: assets.statusId,
      quantity: assets.quantity,
      serialNumber: assets.serialNumber,
    })
    .from(assets)
    .innerJoin(locations, eq(locations.id, assets.locationId))
    .where(
      and(
        eq(assets.orgId, orgId),
        eq(assets.serialized, options.serialized),
        eq(locations.isWarehouse, options.inWarehouse),
        isNotNull(assets.partId),
        sql`${assets.quantity} > 0`,
        sql`not ${inOpenRequest}`,
        options.exceptIds?.length ? notInArray(assets.id, options.exceptIds) : undefined,
        options.locationId ? eq(assets.locationId, options.locationId) : undefined,
      ),
    )
    .orderBy(asc(assets.id));
  return rows.map((r) => ({ ...r, locationId: r.locationId!, partId: r.partId! }));
};

export const assetRow = async (db: Db, id: number) => {
  const [row] = await db
    .select({ locationId: assets.locationId, statusId: assets.statusId, quantity: assets.quantity })
    .from(assets)
    .where(eq(assets.id, id));
  if (!row) throw new Error(`no asset ${id}`);
  return row;
};

/** An active location of the organisation other than these, not a warehouse unless asked. */
export const otherLocation = async (
  db: Db,
  orgId: number,
  exceptIds: number[],
  isWarehouse = false,
): Promise<{ id: number; name: string }> => {
  const [row] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        eq(locations.status, "Active"),
        eq(locations.isWarehouse, isWarehouse),
        exceptIds.length ? notInArray(locations.id, exceptIds) : undefined,
      ),
    )
    .orderBy(asc(locations.id))
    .limit(1);
  if (!row) throw new Error("no other location");
  return row;
};

export const warehouseOf = async (db: Db, orgId: number): Promise<{ id: number; name: string }> => {
  const [row] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), eq(locations.isWarehouse, true)))
    .limit(1);
  if (!row) throw new Error("no warehouse");
  return row;
};

export const locationName = async (db: Db, id: number): Promise<string> => {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, id));
  return row?.name ?? "";
};

/** Units of a part a warehouse's stock row says it holds (0 without a row). */
export const stockOf = async (db: Db, orgId: number, locationId: number, partId: number) => {
  const [row] = await db
    .select({ quantity: warehouseStock.quantity, serializedCount: warehouseStock.serializedCount })
    .from(warehouseStock)
    .where(
      and(
        eq(warehouseStock.orgId, orgId),
        eq(warehouseStock.locationId, locationId),
        eq(warehouseStock.partId, partId),
      ),
    );
  return row ?? { quantity: 0, serializedCount: 0 };
};

export const partNumberOf = async (db: Db, partId: number): Promise<string> => {
  const [row] = await db.select({ partNumber: parts.partNumber }).from(parts).where(eq(parts.id, partId));
  return row?.partNumber ?? "";
};

/** An asset's history, newest first. */
export const assetHistory = async (db: Db, orgId: number, id: number): Promise<HistoryEntry[]> =>
  (await readHistory(db, orgId, AuditEntityType.Asset, { Id: id, PageSize: 100 })).Entries;

export const requestEvents = (db: Db, orgId: number, type: "move_request" | "material_request", id: number) =>
  readEvents(db, orgId, type, id);

export const placeAsset = async (db: Db, id: number, locationId: number) => {
  await db.update(assets).set({ locationId }).where(eq(assets.id, id));
};

export const setLocationStatus = async (db: Db, id: number, status: "Active" | "Inactive") => {
  await db.update(locations).set({ status }).where(eq(locations.id, id));
};

export const consumableAt = async (db: Db, orgId: number, partId: number, locationId: number) => {
  const [row] = await db
    .select({ id: assets.id, quantity: assets.quantity })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, orgId),
        eq(assets.partId, partId),
        eq(assets.locationId, locationId),
        eq(assets.serialized, false),
      ),
    );
  return row ?? null;
};

export const countRows = async (
  db: Db,
  table: "move_requests" | "material_requests" | "warehouse_movements",
) => {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
};
