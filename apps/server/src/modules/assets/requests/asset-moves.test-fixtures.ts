import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { AuditEntityType, type HistoryEntry } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { assets, employees, locations, parts } from "../../../db/schema/index.ts";
import { readEvents, readHistory } from "../../audit/audit.service.ts";
import { inOpenMoveRequest } from "./asset-move-items.repository.ts";

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
        sql`not ${inOpenMoveRequest(assets.id)}`,
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

/**
 * Serialized assets outside the warehouses, handed out a few at a time so each test moves its own; the place
 * holding the most comes first, so bulk moves find several together.
 */
export const assetPool = async (db: Db, orgId: number) => {
  let pool = await freeAssets(db, orgId, { serialized: true, inWarehouse: false });
  const counts = new Map<number, number>();
  for (const a of pool) counts.set(a.locationId, (counts.get(a.locationId) ?? 0) + 1);
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  pool.sort((a, b) => Number(b.locationId === busiest) - Number(a.locationId === busiest));
  return {
    /** The assets not handed out yet. */
    left: (): FixtureAsset[] => pool,
    /** `n` assets standing together (at `locationId`, or where the first one left stands). */
    take: (n: number, locationId?: number): FixtureAsset[] => {
      const at = locationId ?? pool[0]!.locationId;
      const picked = pool.filter((a) => a.locationId === at).slice(0, n);
      if (picked.length < n) throw new Error("not enough assets at one place");
      pool = pool.filter((a) => !picked.includes(a));
      return picked;
    },
  };
};
