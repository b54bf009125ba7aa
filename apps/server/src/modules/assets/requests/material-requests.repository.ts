import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  MATERIAL_REQUEST_LIST_COLUMNS,
  MATERIAL_REQUEST_STATUS_LABELS,
  MaterialRequestStatus,
  type ListQuery,
  type ListReply,
  type MaterialRequestLine,
  type MaterialRequestListRow,
  type MaterialRequestStatusId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  assetCategories,
  locations,
  materialRequestItems,
  materialRequests,
  parts,
} from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import { requestColumns, requester, requestSelection } from "./asset-requests.repository.ts";

const place = alias(locations, "deliver_to");
const warehouse = alias(locations, "issued_from");

const itemCount = sql<number>`(select count(*) from ${materialRequestItems} where ${materialRequestItems.materialRequestId} = ${materialRequests.id})::int`;
const totalQuantity = sql<number>`(select coalesce(sum(${materialRequestItems.quantity}), 0) from ${materialRequestItems} where ${materialRequestItems.materialRequestId} = ${materialRequests.id})::int`;

/** The material-request list: its columns as SortModel and FilterModel name them. */
export const MATERIAL_REQUEST_LIST: ListDefinition = {
  name: "material-requests",
  id: materialRequests.id,
  orgId: materialRequests.orgId,
  defaultSort: [{ colId: "RequestedAt", sort: "desc" }],
  searchTerm: (pattern) =>
    sql`(${materialRequests.requestNumber} ilike ${pattern} or ${place.name} ilike ${pattern} or coalesce(${materialRequests.notes}, '') ilike ${pattern})`,
  columns: listColumnsFrom(MATERIAL_REQUEST_LIST_COLUMNS, {
    ...requestColumns(materialRequests, MaterialRequestStatus, MATERIAL_REQUEST_STATUS_LABELS),
    LocationId: { sql: materialRequests.locationId, isInteger: true },
    LocationName: { sql: place.name },
    NeededBy: { sql: materialRequests.neededBy, isNullable: true },
    ItemCount: { sql: itemCount, isInteger: true },
    TotalQuantity: { sql: totalQuantity, isInteger: true },
    WarehouseName: { sql: warehouse.name, isNullable: true },
    FulfilledAt: { sql: materialRequests.fulfilledAt, isNullable: true },
  }),
};

const SELECTION = {
  ...requestSelection(materialRequests),
  locationId: materialRequests.locationId,
  locationName: place.name,
  neededBy: materialRequests.neededBy,
  itemCount,
  totalQuantity,
  warehouseId: materialRequests.warehouseId,
  warehouseName: warehouse.name,
  fulfilledAt: materialRequests.fulfilledAt,
};

type Raw = {
  id: number;
  requestNumber: string;
  statusId: MaterialRequestStatusId;
  locationId: number;
  locationName: string;
  neededBy: string | null;
  itemCount: number;
  totalQuantity: number;
  requestedById: number | null;
  requestedByName: string | null;
  requestedAt: Date;
  warehouseId: number | null;
  warehouseName: string | null;
  fulfilledAt: Date | null;
  updatedAt: Date;
};

const toRow = (r: Raw): MaterialRequestListRow => ({
  Id: r.id,
  RequestNumber: r.requestNumber,
  StatusId: r.statusId,
  StatusName: MATERIAL_REQUEST_STATUS_LABELS[r.statusId],
  LocationId: r.locationId,
  LocationName: r.locationName,
  NeededBy: r.neededBy,
  ItemCount: Number(r.itemCount),
  TotalQuantity: Number(r.totalQuantity),
  RequestedById: r.requestedById,
  RequestedByName: r.requestedByName,
  RequestedAt: r.requestedAt.toISOString(),
  WarehouseId: r.warehouseId,
  WarehouseName: r.warehouseName,
  FulfilledAt: r.fulfilledAt?.toISOString() ?? null,
  UpdatedAt: r.updatedAt.toISOString(),
});

/** Material requests with the places and the requester every read of a request joins. */
const withPlaces = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(place, eq(place.id, materialRequests.locationId))
    .leftJoin(warehouse, eq(warehouse.id, materialRequests.warehouseId))
    .leftJoin(requester, eq(requester.id, materialRequests.requestedById));

export const listMaterialRequests = async (
  db: Db,
  orgId: number,
  query: ListQuery,
): Promise<ListReply<MaterialRequestListRow>> => {
  const plan = planList(MATERIAL_REQUEST_LIST, query, { orgId });
  return runListQuery(
    plan,
    {
      page: withPlaces(
        db
          .select({ ...SELECTION, ...plan.cursorSelection })
          .from(materialRequests)
          .$dynamic(),
      ),
      count: withPlaces(db.select({ n: count() }).from(materialRequests).$dynamic()),
    },
    toRow,
  );
};

/** One request as its list shows it, with notes and the decision; locked when read in a transaction. */
export const readMaterialRequest = async (db: Db | Tx, orgId: number, id: number, { lock = false } = {}) => {
  const query = withPlaces(
    db
      .select({
        ...SELECTION,
        notes: materialRequests.notes,
        decisionComment: materialRequests.decisionComment,
      })
      .from(materialRequests)
      .$dynamic(),
  ).where(and(eq(materialRequests.orgId, orgId), eq(materialRequests.id, id)));
  const [row] = await (lock ? query.for("update", { of: materialRequests }) : query);
  return row ? { ...toRow(row), Notes: row.notes, DecisionComment: row.decisionComment } : null;
};
export type MaterialRequestRow = NonNullable<Awaited<ReturnType<typeof readMaterialRequest>>>;

export const readMaterialRequestLines = (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<MaterialRequestLine[]> =>
  db
    .select({
      Id: materialRequestItems.id,
      PartId: parts.id,
      PartNumber: parts.partNumber,
      PartName: parts.partName,
      Category: assetCategories.name,
      Serialized: parts.serialized,
      Quantity: materialRequestItems.quantity,
    })
    .from(materialRequestItems)
    .innerJoin(parts, eq(parts.id, materialRequestItems.partId))
    .innerJoin(assetCategories, eq(assetCategories.id, parts.categoryId))
    .where(and(eq(materialRequestItems.orgId, orgId), eq(materialRequestItems.materialRequestId, id)))
    .orderBy(asc(materialRequestItems.id));

/** The organisation's parts with these ids: number, whether serialized, whether still in use. */
export const readParts = async (db: Db | Tx, orgId: number, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: parts.id,
          partNumber: parts.partNumber,
          serialized: parts.serialized,
          isActive: parts.isActive,
        })
        .from(parts)
        .where(and(eq(parts.orgId, orgId), inArray(parts.id, [...ids])));

export const insertMaterialRequest = async (
  tx: Tx,
  values: {
    orgId: number;
    requestNumber: string;
    locationId: number;
    neededBy: string | null;
    notes: string | null;
    requestedById: number;
    at: Date;
    items: readonly { partId: number; quantity: number }[];
  },
): Promise<number> => {
  const [row] = await tx
    .insert(materialRequests)
    .values({
      orgId: values.orgId,
      requestNumber: values.requestNumber,
      locationId: values.locationId,
      neededBy: values.neededBy,
      notes: values.notes,
      requestedById: values.requestedById,
      requestedAt: values.at,
      updatedAt: values.at,
      statusId: MaterialRequestStatus.AwaitingApproval,
    })
    .returning({ id: materialRequests.id });
  if (!row) throw new Error("the material request was not written");
  await tx
    .insert(materialRequestItems)
    .values(values.items.map((i) => ({ orgId: values.orgId, materialRequestId: row.id, ...i })));
  return row.id;
};

export const updateMaterialRequest = async (
  tx: Tx,
  orgId: number,
  id: number,
  change: Partial<typeof materialRequests.$inferInsert> & { updatedAt: Date },
) => {
  await tx
    .update(materialRequests)
    .set(change)
    .where(and(eq(materialRequests.orgId, orgId), eq(materialRequests.id, id)));
};

export const deleteMaterialRequestRow = async (tx: Tx, orgId: number, id: number) => {
  await tx
    .delete(materialRequests)
    .where(and(eq(materialRequests.orgId, orgId), eq(materialRequests.id, id)));
};
