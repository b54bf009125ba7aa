import { and, count, eq, inArray } from "drizzle-orm";
import {
  CATEGORY_LIST_COLUMNS,
  MANUFACTURER_LIST_COLUMNS,
  VENDOR_LIST_COLUMNS,
  type CategoryListRow,
  type ListQuery,
  type ListReply,
  type ManufacturerListRow,
  type VendorListRow,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { assetCategories, assets, manufacturers, parts, vendors } from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom, type ListColumnSource } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";

/**
 * The catalogue's lists. Catalogues are small (hundreds of rows), so each page is read with its joins in one
 * statement; the usage counts (parts of a category, assets of a part …) are read for the page's rows only.
 * Their columns are described in packages/domain; their text columns are matched by the list's Search.
 */
export const text = (column: ListColumnSource["sql"], isNullable = false): ListColumnSource => ({
  sql: column,
  isNullable,
  isSearchable: true,
});
export const idColumn = (column: ListColumnSource["sql"]): ListColumnSource => ({
  sql: column,
  isInteger: true,
});

export const CATEGORY_LIST: ListDefinition = {
  name: "asset-categories",
  id: assetCategories.id,
  orgId: assetCategories.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  columns: listColumnsFrom(CATEGORY_LIST_COLUMNS, {
    Id: idColumn(assetCategories.id),
    Name: text(assetCategories.name),
    Code: text(assetCategories.code),
    Description: text(assetCategories.description, true),
    Domain: text(assetCategories.domain, true),
    UpdatedAt: { sql: assetCategories.updatedAt },
  }),
};

export const MANUFACTURER_LIST: ListDefinition = {
  name: "manufacturers",
  id: manufacturers.id,
  orgId: manufacturers.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  columns: listColumnsFrom(MANUFACTURER_LIST_COLUMNS, {
    Id: idColumn(manufacturers.id),
    Name: text(manufacturers.name),
    Website: text(manufacturers.website, true),
    UpdatedAt: { sql: manufacturers.updatedAt },
  }),
};

export const VENDOR_LIST: ListDefinition = {
  name: "vendors",
  id: vendors.id,
  orgId: vendors.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  columns: listColumnsFrom(VENDOR_LIST_COLUMNS, {
    Id: idColumn(vendors.id),
    Name: text(vendors.name),
    ContactName: text(vendors.contactName, true),
    Email: text(vendors.email, true),
    Phone: text(vendors.phone, true),
    Website: text(vendors.website, true),
    UpdatedAt: { sql: vendors.updatedAt },
  }),
};

/** How many rows of `table` point at each of `ids` (the page's records). */
export const countsBy = async (
  db: Db,
  orgId: number,
  table: typeof parts | typeof assets,
  column:
    typeof parts.categoryId | typeof parts.manufacturerId | typeof assets.vendorId | typeof assets.partId,
  ids: number[],
): Promise<Map<number, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: column, n: count() })
    .from(table)
    .where(and(eq(table.orgId, orgId), inArray(column, ids)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
};

/** A page of catalogue records as their list shows them: each with how many rows of `usedBy` point at it. */
export const withUsage = async <R, Row>(
  db: Db,
  orgId: number,
  reply: ListReply<R>,
  idOf: (record: R) => number,
  usedBy: Parameters<typeof countsBy>[2],
  column: Parameters<typeof countsBy>[3],
  toRow: (record: R, used: number) => Row,
): Promise<ListReply<Row>> => {
  const used = await countsBy(db, orgId, usedBy, column, reply.Rows.map(idOf));
  return { ...reply, Rows: reply.Rows.map((r) => toRow(r, used.get(idOf(r)) ?? 0)) };
};

const recordId = (r: { id: number }) => r.id;

export const listCategories = async (
  db: Db,
  orgId: number,
  query: ListQuery,
): Promise<ListReply<CategoryListRow>> => {
  const plan = planList(CATEGORY_LIST, query, { orgId });
  const reply = await runListQuery(
    plan,
    {
      page: db
        .select({ row: assetCategories, ...plan.cursorSelection })
        .from(assetCategories)
        .$dynamic(),
      count: db.select({ n: count() }).from(assetCategories).$dynamic(),
    },
    ({ row }) => row,
  );
  return withUsage(db, orgId, reply, recordId, parts, parts.categoryId, toCategoryRow);
};

export const toCategoryRow = (
  r: typeof assetCategories.$inferSelect,
  partCount: number,
): CategoryListRow => ({
  Id: r.id,
  Name: r.name,
  Code: r.code,
  Description: r.description,
  Domain: r.domain,
  IsActive: r.isActive,
  PartCount: partCount,
  UpdatedAt: r.updatedAt.toISOString(),
});

export const listManufacturers = async (
  db: Db,
  orgId: number,
  query: ListQuery,
): Promise<ListReply<ManufacturerListRow>> => {
  const plan = planList(MANUFACTURER_LIST, query, { orgId });
  const reply = await runListQuery(
    plan,
    {
      page: db
        .select({ row: manufacturers, ...plan.cursorSelection })
        .from(manufacturers)
        .$dynamic(),
      count: db.select({ n: count() }).from(manufacturers).$dynamic(),
    },
    ({ row }) => row,
  );
  return withUsage(db, orgId, reply, recordId, parts, parts.manufacturerId, toManufacturerRow);
};

export const toManufacturerRow = (
  r: typeof manufacturers.$inferSelect,
  partCount: number,
): ManufacturerListRow => ({
  Id: r.id,
  Name: r.name,
  Website: r.website,
  PartCount: partCount,
  UpdatedAt: r.updatedAt.toISOString(),
});

export const listVendors = async (
  db: Db,
  orgId: number,
  query: ListQuery,
): Promise<ListReply<VendorListRow>> => {
  const plan = planList(VENDOR_LIST, query, { orgId });
  const reply = await runListQuery(
    plan,
    {
      page: db
        .select({ row: vendors, ...plan.cursorSelection })
        .from(vendors)
        .$dynamic(),
      count: db.select({ n: count() }).from(vendors).$dynamic(),
    },
    ({ row }) => row,
  );
  return withUsage(db, orgId, reply, recordId, assets, assets.vendorId, toVendorRow);
};

export const toVendorRow = (r: typeof vendors.$inferSelect, assetCount: number): VendorListRow => ({
  Id: r.id,
  Name: r.name,
  ContactName: r.contactName,
  Email: r.email,
  Phone: r.phone,
  Website: r.website,
  IsActive: r.isActive,
  AssetCount: assetCount,
  UpdatedAt: r.updatedAt.toISOString(),
});
