import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { AssetStatusId, VerificationStateValue } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { assetCategories, assets, locations, parts } from "../../../db/schema/index.ts";
import { readTagPrefix } from "../asset-records.repository.ts";

/** An asset as a move needs it: what it is, where it stands, and what a split copies. */
export type RelocatingAsset = {
  id: number;
  assetTag: string;
  name: string;
  partId: number | null;
  partNumber: string | null;
  categoryId: number | null;
  vendorId: number | null;
  category: string;
  manufacturer: string | null;
  model: string | null;
  serialized: boolean;
  serialNumber: string | null;
  quantity: number;
  description: string | null;
  statusId: AssetStatusId;
  verificationState: VerificationStateValue;
  locationId: number | null;
};

const ASSET_COLUMNS = {
  id: assets.id,
  assetTag: assets.assetTag,
  name: assets.name,
  partId: assets.partId,
  categoryId: assets.categoryId,
  vendorId: assets.vendorId,
  category: assets.category,
  manufacturer: assets.manufacturer,
  model: assets.model,
  serialized: assets.serialized,
  serialNumber: assets.serialNumber,
  quantity: assets.quantity,
  description: assets.description,
  statusId: assets.statusId,
  verificationState: assets.verificationState,
  locationId: assets.locationId,
};

const withPartNumbers = async (db: Db | Tx, orgId: number, rows: Omit<RelocatingAsset, "partNumber">[]) => {
  const partIds = [...new Set(rows.map((r) => r.partId).filter((id): id is number => id !== null))];
  const numbers =
    partIds.length === 0
      ? []
      : await db
          .select({ id: parts.id, partNumber: parts.partNumber })
          .from(parts)
          .where(and(eq(parts.orgId, orgId), inArray(parts.id, partIds)));
  const byId = new Map(numbers.map((p) => [p.id, p.partNumber]));
  return rows.map((r) => ({ ...r, partNumber: r.partId === null ? null : (byId.get(r.partId) ?? null) }));
};

/**
 * The organisation's assets with these ids, locked until the transaction ends, so two moves of the same
 * asset run one after the other (the second then sees where the first put it).
 */
export const lockAssets = async (
  tx: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<RelocatingAsset[]> => {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(ASSET_COLUMNS)
    .from(assets)
    .where(and(eq(assets.orgId, orgId), inArray(assets.id, [...ids])))
    .orderBy(asc(assets.id))
    .for("update");
  return withPartNumbers(tx, orgId, rows);
};

/** The consumable record of a part at a location (one per part and place), locked; `exceptId` excluded. */
export const lockConsumableRecord = async (
  tx: Tx,
  orgId: number,
  partId: number,
  locationId: number,
  exceptId?: number,
): Promise<{ id: number; assetTag: string; quantity: number } | null> => {
  const [row] = await tx
    .select({ id: assets.id, assetTag: assets.assetTag, quantity: assets.quantity })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, orgId),
        eq(assets.partId, partId),
        eq(assets.locationId, locationId),
        eq(assets.serialized, false),
        exceptId === undefined ? undefined : ne(assets.id, exceptId),
      ),
    )
    .for("update");
  return row ?? null;
};

export type PlaceRow = { id: number; name: string; isWarehouse: boolean; status: string };

/** The organisation's locations with these ids, by id. */
export const readPlaces = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly (number | null)[],
): Promise<Map<number, PlaceRow>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      isWarehouse: locations.isWarehouse,
      status: locations.status,
    })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), inArray(locations.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
};

export type AssetChange = {
  locationId?: number | null;
  statusId?: AssetStatusId;
  quantity?: number;
  updatedById: number | null;
  updatedAt: Date;
};

export const updateAsset = async (tx: Tx, orgId: number, id: number, change: AssetChange): Promise<void> => {
  await tx
    .update(assets)
    .set(change)
    .where(and(eq(assets.orgId, orgId), eq(assets.id, id)));
};

/** What a new asset tag is made of: the organisation's prefix and the category's code. */
export const readTagParts = async (
  tx: Tx,
  orgId: number,
  categoryId: number | null,
): Promise<{ prefix: string; categoryCode: string | null }> => {
  const prefix = await readTagPrefix(tx, orgId);
  const [category] =
    categoryId === null
      ? []
      : await tx
          .select({ code: assetCategories.code })
          .from(assetCategories)
          .where(and(eq(assetCategories.orgId, orgId), eq(assetCategories.id, categoryId)));
  return { prefix, categoryCode: category?.code ?? null };
};

/** A consumable record of a part at a new place: a copy of its source record with a tag and quantity of its own. */
export const insertConsumableRecord = async (
  tx: Tx,
  orgId: number,
  source: RelocatingAsset,
  values: {
    assetTag: string;
    locationId: number;
    quantity: number;
    statusId: AssetStatusId;
    employeeId: number | null;
    at: Date;
  },
): Promise<{ id: number; assetTag: string }> => {
  const [row] = await tx
    .insert(assets)
    .values({
      orgId,
      locationId: values.locationId,
      partId: source.partId,
      categoryId: source.categoryId,
      vendorId: source.vendorId,
      assetTag: values.assetTag,
      name: source.name,
      category: source.category,
      manufacturer: source.manufacturer,
      model: source.model,
      serialized: false,
      serialNumber: null,
      quantity: values.quantity,
      description: source.description,
      statusId: values.statusId,
      verificationState: source.verificationState,
      createdById: values.employeeId,
      updatedById: values.employeeId,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: assets.id, assetTag: assets.assetTag });
  if (!row) throw new Error("the new consumable record was not written");
  return row;
};
