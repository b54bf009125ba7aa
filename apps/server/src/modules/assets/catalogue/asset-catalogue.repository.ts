import { and, asc, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../../db/client.ts";
import {
  assetCategories,
  assets,
  manufacturers,
  materialRequestItems,
  parts,
  vendors,
  warehouseMovements,
} from "../../../db/schema/index.ts";
import { escapeLike } from "../../../lib/list-query.filters.ts";
import { partSelection, withPartNames, type PartSelected } from "./asset-catalogue-parts.repository.ts";

type Q = Db | Tx;
export type CategoryRecord = typeof assetCategories.$inferSelect;
export type ManufacturerRecord = typeof manufacturers.$inferSelect;
export type VendorRecord = typeof vendors.$inferSelect;
export type PartRecord = typeof parts.$inferSelect;

const first = <T>(rows: T[]): T | undefined => rows[0];

export const findCategory = async (db: Q, orgId: number, id: number) =>
  first(
    await db
      .select()
      .from(assetCategories)
      .where(and(eq(assetCategories.orgId, orgId), eq(assetCategories.id, id))),
  );

/** Another category of the organisation with this name (any case) or code. */
export const findCategoryClash = async (
  db: Q,
  orgId: number,
  { name, code, exceptId }: { name: string; code: string; exceptId?: number },
) =>
  first(
    await db
      .select({ id: assetCategories.id, name: assetCategories.name, code: assetCategories.code })
      .from(assetCategories)
      .where(
        and(
          eq(assetCategories.orgId, orgId),
          sql`(lower(${assetCategories.name}) = lower(${name}) or ${assetCategories.code} = ${code})`,
          exceptId ? ne(assetCategories.id, exceptId) : undefined,
        ),
      )
      .limit(1),
  );

export const findManufacturer = async (db: Q, orgId: number, id: number) =>
  first(
    await db
      .select()
      .from(manufacturers)
      .where(and(eq(manufacturers.orgId, orgId), eq(manufacturers.id, id))),
  );

export const findVendor = async (db: Q, orgId: number, id: number) =>
  first(
    await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.orgId, orgId), eq(vendors.id, id))),
  );

/** A manufacturer or vendor with this name (any case), other than `exceptId`. */
export const findNameClash = async (
  db: Q,
  kind: "manufacturer" | "vendor",
  orgId: number,
  name: string,
  exceptId?: number,
) => {
  const table = CATALOGUE_TABLES[kind];
  return first(
    await db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.orgId, orgId),
          sql`lower(${table.name}) = lower(${name})`,
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      )
      .limit(1),
  );
};

export const findPart = async (db: Q, orgId: number, id: number): Promise<PartSelected | undefined> =>
  first(
    await withPartNames(db.select(partSelection).from(parts).$dynamic()).where(
      and(eq(parts.orgId, orgId), eq(parts.id, id)),
    ),
  );

export const findPartByNumber = async (db: Q, orgId: number, partNumber: string, exceptId?: number) =>
  first(
    await db
      .select({ id: parts.id, partNumber: parts.partNumber })
      .from(parts)
      .where(
        and(
          eq(parts.orgId, orgId),
          sql`lower(${parts.partNumber}) = lower(${partNumber})`,
          exceptId ? ne(parts.id, exceptId) : undefined,
        ),
      )
      .limit(1),
  );

export const partNumbersTaken = async (db: Q, orgId: number, numbers: string[]): Promise<Set<string>> => {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ partNumber: parts.partNumber })
    .from(parts)
    .where(
      and(
        eq(parts.orgId, orgId),
        inArray(
          sql`lower(${parts.partNumber})`,
          numbers.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.partNumber.toLowerCase()));
};

const CATALOGUE_TABLES = {
  category: assetCategories,
  manufacturer: manufacturers,
  vendor: vendors,
  part: parts,
} as const;
/** The catalogue's kinds of record, each with a table of its own. */
export type CatalogueName = keyof typeof CATALOGUE_TABLES;
type CatalogueTable = (typeof CATALOGUE_TABLES)[CatalogueName];
export type CatalogueRow<K extends CatalogueName> = (typeof CATALOGUE_TABLES)[K]["$inferSelect"];
export type CatalogueInsert<K extends CatalogueName> = (typeof CATALOGUE_TABLES)[K]["$inferInsert"];

const ofOrg = (table: CatalogueTable, orgId: number, id: number) =>
  and(eq(table.orgId, orgId), eq(table.id, id));

// One statement serves the four tables; Drizzle's types cannot follow a union of tables, hence the casts.

/** Writes a new catalogue record; answers it as stored. */
export const insertCatalogueRow = async <K extends CatalogueName>(
  tx: Tx,
  name: K,
  values: CatalogueInsert<K>,
): Promise<CatalogueRow<K>> => {
  const table: CatalogueTable = CATALOGUE_TABLES[name];
  const [row] = await tx
    .insert(table)
    .values(values as never)
    .returning();
  return row as CatalogueRow<K>;
};

/** Changes one catalogue record of the organisation; answers it as stored. */
export const updateCatalogueRow = async <K extends CatalogueName>(
  tx: Tx,
  name: K,
  orgId: number,
  id: number,
  values: Partial<CatalogueInsert<K>>,
): Promise<CatalogueRow<K>> => {
  const table: CatalogueTable = CATALOGUE_TABLES[name];
  const [row] = await tx
    .update(table)
    .set(values as never)
    .where(ofOrg(table, orgId, id))
    .returning();
  return row as CatalogueRow<K>;
};

/** Deletes one catalogue record of the organisation. */
export const deleteCatalogueRow = async (tx: Tx, name: CatalogueName, orgId: number, id: number) => {
  await tx.delete(CATALOGUE_TABLES[name]).where(ofOrg(CATALOGUE_TABLES[name], orgId, id));
};

const countWhere = async (db: Q, table: PgTable, where: SQL) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** What keeps a catalogue record from being deleted: how many rows use it. */
export const usage = {
  partsOfCategory: (db: Q, orgId: number, id: number) =>
    countWhere(db, parts, and(eq(parts.orgId, orgId), eq(parts.categoryId, id))!),
  assetsOfCategory: (db: Q, orgId: number, id: number) =>
    countWhere(db, assets, and(eq(assets.orgId, orgId), eq(assets.categoryId, id))!),
  partsOfManufacturer: (db: Q, orgId: number, id: number) =>
    countWhere(db, parts, and(eq(parts.orgId, orgId), eq(parts.manufacturerId, id))!),
  assetsOfVendor: (db: Q, orgId: number, id: number) =>
    countWhere(db, assets, and(eq(assets.orgId, orgId), eq(assets.vendorId, id))!),
  assetsOfPart: (db: Q, orgId: number, id: number) =>
    countWhere(db, assets, and(eq(assets.orgId, orgId), eq(assets.partId, id))!),
  requestsOfPart: (db: Q, orgId: number, id: number) =>
    countWhere(
      db,
      materialRequestItems,
      and(eq(materialRequestItems.orgId, orgId), eq(materialRequestItems.partId, id))!,
    ),
  movementsOfPart: (db: Q, orgId: number, id: number) =>
    countWhere(
      db,
      warehouseMovements,
      and(eq(warehouseMovements.orgId, orgId), eq(warehouseMovements.partId, id))!,
    ),
};

/** Keeps the assets' copied category name in step with their category. */
export const renameCategoryOnAssets = (tx: Tx, orgId: number, categoryId: number, name: string) =>
  tx
    .update(assets)
    .set({ category: name })
    .where(and(eq(assets.orgId, orgId), eq(assets.categoryId, categoryId)));

/** Keeps the assets' copied manufacturer name in step with their parts' manufacturer. */
export const renameManufacturerOnAssets = (tx: Tx, orgId: number, manufacturerId: number, name: string) =>
  tx
    .update(assets)
    .set({ manufacturer: name })
    .where(
      and(
        eq(assets.orgId, orgId),
        inArray(
          assets.partId,
          tx
            .select({ id: parts.id })
            .from(parts)
            .where(and(eq(parts.orgId, orgId), eq(parts.manufacturerId, manufacturerId))),
        ),
      ),
    );

/** Copies a part's name, category and manufacturer onto its assets. */
export const copyPartOntoAssets = (
  tx: Tx,
  orgId: number,
  partId: number,
  copy: { model: string; categoryId: number; category: string; manufacturer: string | null },
) =>
  tx
    .update(assets)
    .set(copy)
    .where(and(eq(assets.orgId, orgId), eq(assets.partId, partId)));

/** A few parts matching every word of a text, by part number. */
export const searchParts = (
  db: Q,
  orgId: number,
  {
    words,
    categoryId,
    serialized,
    activeOnly,
    limit,
  }: { words: string[]; categoryId?: number; serialized?: boolean; activeOnly: boolean; limit: number },
): Promise<PartSelected[]> =>
  withPartNames(db.select(partSelection).from(parts).$dynamic())
    .where(
      and(
        eq(parts.orgId, orgId),
        categoryId ? eq(parts.categoryId, categoryId) : undefined,
        serialized === undefined ? undefined : eq(parts.serialized, serialized),
        activeOnly ? eq(parts.isActive, true) : undefined,
        ...words.map((w) => sql`${parts.searchText} like ${`%${escapeLike(w.toLowerCase())}%`}`),
      ),
    )
    .orderBy(asc(parts.partNumber), asc(parts.id))
    .limit(limit);
