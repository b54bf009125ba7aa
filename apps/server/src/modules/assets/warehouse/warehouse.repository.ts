import { and, asc, count, eq, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  WAREHOUSE_STOCK_LIST_COLUMNS,
  type ListReply,
  type WarehouseScanDirectionValue,
  type WarehouseStockListQuery,
  type WarehouseStockRow,
  type WarehouseSummary,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  assetCategories,
  locations,
  parts,
  warehouseMovements,
  warehouseStock,
} from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";

/** The organisation's warehouses, by name, with what each holds. */
export const listWarehouses = async (db: Db, orgId: number): Promise<WarehouseSummary[]> => {
  const rows = await db
    .select({
      Id: locations.id,
      Code: locations.code,
      Name: locations.name,
      Status: locations.status,
      PartCount: sql<number>`(count(${warehouseStock.id}) filter (where ${warehouseStock.quantity} > 0))::int`,
      UnitCount: sql<number>`coalesce(sum(${warehouseStock.quantity}), 0)::int`,
      SerializedCount: sql<number>`coalesce(sum(${warehouseStock.serializedCount}), 0)::int`,
    })
    .from(locations)
    .leftJoin(
      warehouseStock,
      and(eq(warehouseStock.locationId, locations.id), eq(warehouseStock.orgId, orgId)),
    )
    .where(and(eq(locations.orgId, orgId), eq(locations.isWarehouse, true)))
    .groupBy(locations.id, locations.code, locations.name, locations.status)
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map((r) => ({
    ...r,
    PartCount: Number(r.PartCount),
    UnitCount: Number(r.UnitCount),
    SerializedCount: Number(r.SerializedCount),
  }));
};

const stockPlace = alias(locations, "stock_place");

/** The stock list: warehouse stock per part, with the part's number, name and category. */
export const WAREHOUSE_STOCK_LIST: ListDefinition = {
  name: "warehouse-stock",
  id: warehouseStock.id,
  orgId: warehouseStock.orgId,
  defaultSort: [{ colId: "PartNumber", sort: "asc" }],
  searchTerm: (pattern) =>
    sql`(${parts.partNumber} ilike ${pattern} or ${parts.partName} ilike ${pattern} or ${assetCategories.name} ilike ${pattern})`,
  columns: listColumnsFrom(WAREHOUSE_STOCK_LIST_COLUMNS, {
    WarehouseId: { sql: warehouseStock.locationId, isInteger: true },
    WarehouseName: { sql: stockPlace.name },
    PartId: { sql: warehouseStock.partId, isInteger: true },
    PartNumber: { sql: parts.partNumber },
    PartName: { sql: parts.partName },
    Category: { sql: assetCategories.name },
    Serialized: { sql: sql`(case when ${parts.serialized} then 'Serialized' else 'Consumable' end)` },
    OnHand: { sql: warehouseStock.quantity, isInteger: true },
    SerializedCount: { sql: warehouseStock.serializedCount, isInteger: true },
    UpdatedAt: { sql: warehouseStock.updatedAt },
  }),
};

/** Stock rows with their part, its category and their warehouse. */
const withPart = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(parts, eq(parts.id, warehouseStock.partId))
    .innerJoin(assetCategories, eq(assetCategories.id, parts.categoryId))
    .innerJoin(stockPlace, eq(stockPlace.id, warehouseStock.locationId));

export const listWarehouseStock = async (
  db: Db,
  orgId: number,
  query: WarehouseStockListQuery,
): Promise<ListReply<WarehouseStockRow>> => {
  const plan = planList(WAREHOUSE_STOCK_LIST, query, {
    orgId,
    conditions: [query.WarehouseId ? eq(warehouseStock.locationId, query.WarehouseId) : undefined],
    key: { warehouse: query.WarehouseId ?? null },
  });
  const selection = {
    Id: warehouseStock.id,
    WarehouseId: warehouseStock.locationId,
    WarehouseName: stockPlace.name,
    PartId: warehouseStock.partId,
    PartNumber: parts.partNumber,
    PartName: parts.partName,
    Category: assetCategories.name,
    Serialized: parts.serialized,
    OnHand: warehouseStock.quantity,
    SerializedCount: warehouseStock.serializedCount,
    UpdatedAt: warehouseStock.updatedAt,
  };
  return runListQuery(
    plan,
    {
      page: withPart(
        db
          .select({ ...selection, ...plan.cursorSelection })
          .from(warehouseStock)
          .$dynamic(),
      ),
      count: withPart(db.select({ n: count() }).from(warehouseStock).$dynamic()),
    },
    ({ UpdatedAt, ...r }): WarehouseStockRow => ({
      Id: r.Id,
      WarehouseId: r.WarehouseId,
      WarehouseName: r.WarehouseName,
      PartId: r.PartId,
      PartNumber: r.PartNumber,
      PartName: r.PartName,
      Category: r.Category,
      Serialized: r.Serialized,
      OnHand: r.OnHand,
      SerializedCount: r.SerializedCount,
      UpdatedAt: UpdatedAt.toISOString(),
    }),
  );
};

export type MovementRecord = {
  orgId: number;
  warehouseId: number;
  direction: WarehouseScanDirectionValue;
  code: string;
  assetId: number | null;
  partId: number;
  quantity: number;
  otherLocationId: number | null;
  materialRequestId?: number | null;
  employeeId: number | null;
  at: Date;
};

/** Writes scan-log rows; answers their ids in order. */
export const insertMovements = async (tx: Tx, records: readonly MovementRecord[]): Promise<number[]> => {
  if (records.length === 0) return [];
  const rows = await tx
    .insert(warehouseMovements)
    .values(records.map(({ at, ...r }) => ({ ...r, createdAt: at })))
    .returning({ id: warehouseMovements.id });
  return rows.map((r) => r.id);
};

/** Units of a part on hand in a warehouse (after the stock was refreshed). */
export const onHand = async (
  db: Db | Tx,
  orgId: number,
  warehouseId: number,
  partId: number,
): Promise<number> => {
  const [row] = await db
    .select({ quantity: warehouseStock.quantity })
    .from(warehouseStock)
    .where(
      and(
        eq(warehouseStock.orgId, orgId),
        eq(warehouseStock.locationId, warehouseId),
        eq(warehouseStock.partId, partId),
      ),
    );
  return row?.quantity ?? 0;
};
