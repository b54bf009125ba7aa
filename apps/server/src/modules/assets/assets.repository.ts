import { count, eq, sql, type SQL } from "drizzle-orm";
import {
  ASSET_LIST_COLUMNS,
  AssetStatus,
  VerificationFilter,
  type AssetListQuery,
  type AssetListRow,
  type AssetStatusId,
  type ListReply,
  type VerificationStateValue,
} from "@fieldstead/domain";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { assets, locations, parts, vendors } from "../../db/schema/index.ts";
import { planList, runList, type ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";
import { runKept } from "../../lib/kept-statements.ts";

const STATUS_NAMES = new Map<number, string>(
  Object.entries(AssetStatus).map(([key, id]) => [id, key.replace(/([a-z])([A-Z])/g, "$1 $2")]),
);

/** An asset status as people read it: 'InRepair' → 'In Repair'. */
export const assetStatusName = (statusId: AssetStatusId): string =>
  STATUS_NAMES.get(statusId) ?? String(statusId);

const statusName = enumLabelSql(assets.statusId, AssetStatus, assetStatusName);

/** The fixed-asset list: its columns as SortModel and FilterModel name them. */
export const ASSET_LIST: ListDefinition = {
  name: "assets",
  id: assets.id,
  orgId: assets.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  // A word matches the asset's own text: tag, name, category, make, model or serial (one indexed column).
  searchTerm: (pattern) => sql`${assets.searchText} like lower(${pattern})`,
  columns: listColumnsFrom(ASSET_LIST_COLUMNS, {
    Id: { sql: assets.id, isInteger: true },
    AssetTag: { sql: assets.assetTag },
    Name: { sql: assets.name },
    Category: { sql: assets.category },
    Manufacturer: { sql: assets.manufacturer, isNullable: true },
    Model: { sql: assets.model, isNullable: true },
    SerialNumber: { sql: assets.serialNumber, isNullable: true },
    StatusId: { sql: assets.statusId, setOf: "number", isInteger: true },
    StatusName: { sql: statusName },
    VerificationState: { sql: assets.verificationState },
    LocationId: { sql: assets.locationId, isInteger: true, isNullable: true },
    LocationName: { sql: locations.name, isNullable: true },
    PartNumber: { sql: parts.partNumber, isNullable: true },
    VendorName: { sql: vendors.name, isNullable: true },
    // Serialized or consumable as 1/0, so the grid's value list (numbers) can filter it.
    Serialized: {
      sql: sql`(case when ${assets.serialized} then 1 else 0 end)`,
      setOf: "number",
      isInteger: true,
    },
    Quantity: { sql: assets.quantity, isInteger: true },
    PurchaseDate: { sql: assets.purchaseDate, isNullable: true },
    PurchaseCost: { sql: assets.purchaseCost, isNullable: true },
    UpdatedAt: { sql: assets.updatedAt },
  }),
};

const listConditions = (query: AssetListQuery): (SQL | undefined)[] => [
  query.VerificationFilter === VerificationFilter.All
    ? undefined
    : eq(assets.verificationState, query.VerificationFilter as VerificationStateValue),
  query.LocationId ? eq(assets.locationId, query.LocationId) : undefined,
];

/**
 * The two statements of one list call: the page (with the cursor columns) and the count. Built, not run, so
 * the benchmark can run the very same SQL on its own.
 */
export const assetListStatements = (db: Db, orgId: number, query: AssetListQuery) => {
  const plan = planList(ASSET_LIST, query, {
    orgId,
    conditions: listConditions(query),
    key: { verification: query.VerificationFilter, location: query.LocationId ?? null },
  });
  // The page's ids first, from the index alone where the order allows; then their rows. Reading 90,000
  // rows deep then costs an index walk, not 90,000 joins.
  // The part and vendor are joined the same way: only when the query reads their columns.
  const withJoins = <Q extends PgSelect>(q: Q) => {
    const withLocation = plan.uses("LocationName")
      ? q.leftJoin(locations, eq(locations.id, assets.locationId))
      : q;
    const withPart = plan.uses("PartNumber")
      ? withLocation.leftJoin(parts, eq(parts.id, assets.partId))
      : withLocation;
    return plan.uses("VendorName") ? withPart.leftJoin(vendors, eq(vendors.id, assets.vendorId)) : withPart;
  };
  const ids = withJoins(db.select({ id: assets.id }).from(assets).$dynamic())
    .where(plan.pageWhere)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset)
    .as("page");
  const page = db
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      category: assets.category,
      manufacturer: assets.manufacturer,
      model: assets.model,
      serialNumber: assets.serialNumber,
      statusId: assets.statusId,
      verificationState: assets.verificationState,
      locationId: assets.locationId,
      locationName: locations.name,
      partNumber: parts.partNumber,
      vendorName: vendors.name,
      serialized: assets.serialized,
      quantity: assets.quantity,
      purchaseDate: assets.purchaseDate,
      purchaseCost: assets.purchaseCost,
      updatedAt: assets.updatedAt,
      ...plan.cursorSelection,
    })
    .from(ids)
    .innerJoin(assets, eq(assets.id, ids.id))
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .leftJoin(parts, eq(parts.id, assets.partId))
    .leftJoin(vendors, eq(vendors.id, assets.vendorId))
    .orderBy(...plan.orderBy);
  const total = withJoins(db.select({ n: count() }).from(assets).$dynamic()).where(plan.where);
  return { plan, page, total };
};

/** One page of the organisation's assets, with each asset's location name. */
export const listAssets = async (
  db: Db,
  orgId: number,
  query: AssetListQuery,
): Promise<ListReply<AssetListRow>> => {
  const { plan, page, total } = assetListStatements(db, orgId, query);
  return runList(
    plan,
    {
      page: () => runKept(page),
      count: async () => (await runKept(total))[0]?.n ?? 0,
    },
    (r): AssetListRow => ({
      Id: r.id,
      AssetTag: r.assetTag,
      Name: r.name,
      Category: r.category,
      Manufacturer: r.manufacturer,
      Model: r.model,
      SerialNumber: r.serialNumber,
      StatusId: r.statusId,
      StatusName: assetStatusName(r.statusId),
      VerificationState: r.verificationState,
      LocationId: r.locationId,
      LocationName: r.locationName,
      PartNumber: r.partNumber,
      VendorName: r.vendorName,
      Serialized: r.serialized,
      Quantity: r.quantity,
      PurchaseDate: r.purchaseDate,
      PurchaseCost: r.purchaseCost === null ? null : Number(r.purchaseCost),
      UpdatedAt: r.updatedAt.toISOString(),
    }),
  );
};
