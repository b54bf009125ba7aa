import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  assetCategories,
  assetParts,
  assets,
  locations,
  manufacturers,
  organisations,
  parts,
  vendors,
} from "../../db/schema/index.ts";

type Q = Db | Tx;
export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;

const unique = (ids: readonly number[]) => [...new Set(ids)];

export type PartForAsset = {
  id: number;
  partNumber: string;
  partName: string;
  serialized: boolean;
  isActive: boolean;
  description: string | null;
  assetLabel: string | null;
  domain: string | null;
  categoryId: number;
  categoryName: string;
  categoryCode: string;
  manufacturer: string | null;
};

/** The parts a write names, with what an asset copies of them. */
export const readPartsForAssets = async (
  db: Q,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, PartForAsset>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: parts.id,
      partNumber: parts.partNumber,
      partName: parts.partName,
      serialized: parts.serialized,
      isActive: parts.isActive,
      description: parts.description,
      assetLabel: parts.assetLabel,
      domain: parts.domain,
      categoryId: parts.categoryId,
      categoryName: assetCategories.name,
      categoryCode: assetCategories.code,
      manufacturer: manufacturers.name,
    })
    .from(parts)
    .innerJoin(assetCategories, eq(assetCategories.id, parts.categoryId))
    .leftJoin(manufacturers, eq(manufacturers.id, parts.manufacturerId))
    .where(and(eq(parts.orgId, orgId), inArray(parts.id, unique(ids))));
  return new Map(rows.map((r) => [r.id, r]));
};

export const readVendorNames = async (db: Q, orgId: number, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), inArray(vendors.id, unique(ids))));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** The organisation's asset-tag prefix ('AST' when it has none). */
export const readTagPrefix = async (db: Q, orgId: number): Promise<string> =>
  (
    await db
      .select({ prefix: organisations.assetTagPrefix })
      .from(organisations)
      .where(eq(organisations.id, orgId))
  )[0]?.prefix ?? "AST";

/** Assets holding any of these (part, serial number) pairs. */
export const findSerialHolders = async (
  db: Q,
  orgId: number,
  pairs: readonly { partId: number; serialNumber: string }[],
  exceptId?: number,
) => {
  if (pairs.length === 0) return [];
  return db
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      partId: assets.partId,
      serialNumber: assets.serialNumber,
    })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, orgId),
        or(...pairs.map((p) => and(eq(assets.partId, p.partId), eq(assets.serialNumber, p.serialNumber)))),
        exceptId ? sql`${assets.id} <> ${exceptId}` : undefined,
      ),
    );
};

/** The consumable records (one per part and place) at any of these (part, location) pairs. */
export const findConsumableRecords = async (
  db: Q,
  orgId: number,
  pairs: readonly { partId: number; locationId: number }[],
) => {
  if (pairs.length === 0) return [];
  return db
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      partId: assets.partId,
      locationId: assets.locationId,
      quantity: assets.quantity,
    })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, orgId),
        eq(assets.serialized, false),
        or(...pairs.map((p) => and(eq(assets.partId, p.partId), eq(assets.locationId, p.locationId)))),
      ),
    );
};

/** Assets of the organisation by id, with whether each stands in a warehouse (for a row lock: `forUpdate`). */
export const readAssetsByIds = async (db: Q, orgId: number, ids: readonly number[], lock = false) => {
  if (ids.length === 0) return [];
  const query = db
    .select({ asset: assets, isInWarehouse: sql<boolean>`coalesce(${locations.isWarehouse}, false)` })
    .from(assets)
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .where(and(eq(assets.orgId, orgId), inArray(assets.id, unique(ids))))
    .orderBy(assets.id);
  // Locked rows keep two changes of the same assets from interleaving (ordered by id: no deadlock).
  return lock ? query.for("update", { of: assets }) : query;
};

export const insertAssetRows = (tx: Tx, rows: NewAssetRow[]) =>
  tx.insert(assets).values(rows).returning({ id: assets.id, assetTag: assets.assetTag });

export const updateAssetRows = (tx: Tx, orgId: number, ids: readonly number[], set: Partial<NewAssetRow>) =>
  tx
    .update(assets)
    .set(set)
    .where(and(eq(assets.orgId, orgId), inArray(assets.id, unique(ids))));

/** Deletes assets with their components. */
export const deleteAssetRows = async (tx: Tx, orgId: number, ids: readonly number[]) => {
  await tx.delete(assetParts).where(and(eq(assetParts.orgId, orgId), inArray(assetParts.assetId, [...ids])));
  await tx.delete(assets).where(and(eq(assets.orgId, orgId), inArray(assets.id, unique(ids))));
};
