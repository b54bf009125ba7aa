import { count, eq, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  WAREHOUSE_MOVEMENT_LIST_COLUMNS,
  type ListReply,
  type WarehouseMovementListQuery,
  type WarehouseMovementRow,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import {
  assets,
  employees,
  locations,
  materialRequests,
  parts,
  warehouseMovements,
} from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";

const scanPlace = alias(locations, "scan_place");
const otherPlace = alias(locations, "other_place");
const scannedBy = alias(employees, "scanned_by");

/** The scan log: each scan in or out, newest first. */
export const WAREHOUSE_MOVEMENT_LIST: ListDefinition = {
  name: "warehouse-movements",
  id: warehouseMovements.id,
  orgId: warehouseMovements.orgId,
  defaultSort: [{ colId: "CreatedAt", sort: "desc" }],
  searchTerm: (pattern) =>
    sql`(${warehouseMovements.code} ilike ${pattern} or ${parts.partNumber} ilike ${pattern} or ${parts.partName} ilike ${pattern})`,
  columns: listColumnsFrom(WAREHOUSE_MOVEMENT_LIST_COLUMNS, {
    WarehouseId: { sql: warehouseMovements.warehouseId, isInteger: true },
    WarehouseName: { sql: scanPlace.name },
    Direction: { sql: warehouseMovements.direction },
    Code: { sql: warehouseMovements.code },
    AssetTag: { sql: assets.assetTag, isNullable: true },
    PartNumber: { sql: parts.partNumber },
    PartName: { sql: parts.partName },
    Quantity: { sql: warehouseMovements.quantity, isInteger: true },
    OtherLocationName: { sql: otherPlace.name, isNullable: true },
    MaterialRequestNumber: { sql: materialRequests.requestNumber, isNullable: true },
    CreatedAt: { sql: warehouseMovements.createdAt },
  }),
};

/** Scan-log rows with their warehouse, part, asset, other place, request and employee. */
const withScanJoins = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(scanPlace, eq(scanPlace.id, warehouseMovements.warehouseId))
    .innerJoin(parts, eq(parts.id, warehouseMovements.partId))
    .leftJoin(assets, eq(assets.id, warehouseMovements.assetId))
    .leftJoin(otherPlace, eq(otherPlace.id, warehouseMovements.otherLocationId))
    .leftJoin(materialRequests, eq(materialRequests.id, warehouseMovements.materialRequestId))
    .leftJoin(scannedBy, eq(scannedBy.id, warehouseMovements.employeeId));

export const listWarehouseMovements = async (
  db: Db,
  orgId: number,
  query: WarehouseMovementListQuery,
): Promise<ListReply<WarehouseMovementRow>> => {
  const plan = planList(WAREHOUSE_MOVEMENT_LIST, query, {
    orgId,
    conditions: [query.WarehouseId ? eq(warehouseMovements.warehouseId, query.WarehouseId) : undefined],
    key: { warehouse: query.WarehouseId ?? null },
  });
  const selection = {
    Id: warehouseMovements.id,
    WarehouseId: warehouseMovements.warehouseId,
    WarehouseName: scanPlace.name,
    Direction: warehouseMovements.direction,
    Code: warehouseMovements.code,
    AssetId: warehouseMovements.assetId,
    AssetTag: assets.assetTag,
    PartNumber: parts.partNumber,
    PartName: parts.partName,
    Quantity: warehouseMovements.quantity,
    OtherLocationName: otherPlace.name,
    MaterialRequestNumber: materialRequests.requestNumber,
    EmployeeName: sql<string | null>`(${scannedBy.firstName} || ' ' || ${scannedBy.lastName})`,
    CreatedAt: warehouseMovements.createdAt,
  };
  return runListQuery(
    plan,
    {
      page: withScanJoins(
        db
          .select({ ...selection, ...plan.cursorSelection })
          .from(warehouseMovements)
          .$dynamic(),
      ),
      count: withScanJoins(db.select({ n: count() }).from(warehouseMovements).$dynamic()),
    },
    (r): WarehouseMovementRow => ({
      Id: r.Id,
      WarehouseId: r.WarehouseId,
      WarehouseName: r.WarehouseName,
      Direction: r.Direction,
      Code: r.Code,
      AssetId: r.AssetId,
      AssetTag: r.AssetTag,
      PartNumber: r.PartNumber,
      PartName: r.PartName,
      Quantity: r.Quantity,
      OtherLocationName: r.OtherLocationName,
      MaterialRequestNumber: r.MaterialRequestNumber,
      EmployeeName: r.EmployeeName,
      CreatedAt: r.CreatedAt.toISOString(),
    }),
  );
};
