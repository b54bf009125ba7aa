import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  type ListReply,
  type MoveRequestListQuery,
  type MoveRequestListRow,
  type MoveRequestStatusId,
  type RequestAsset,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import {
  assets,
  employees,
  locations,
  moveRequestItems,
  moveRequests,
  parts,
  vendors,
} from "../../db/schema/index.ts";
import { planList, runList, type ListDefinition } from "../../lib/list-query.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";

const fromPlace = alias(locations, "from_place");
const toPlace = alias(locations, "to_place");
const requester = alias(employees, "requester");

const assetCount = sql<number>`(select count(*) from ${moveRequestItems} where ${moveRequestItems.moveRequestId} = ${moveRequests.id})::int`;
const requesterName = sql<string | null>`(${requester.firstName} || ' ' || ${requester.lastName})`;

/** The move-request list: its columns as SortModel and FilterModel name them. */
export const MOVE_REQUEST_LIST: ListDefinition = {
  name: "move-requests",
  id: moveRequests.id,
  orgId: moveRequests.orgId,
  defaultSort: [{ colId: "RequestedAt", sort: "desc" }],
  searchTerm: (pattern) =>
    sql`(${moveRequests.requestNumber} ilike ${pattern} or ${fromPlace.name} ilike ${pattern} or ${toPlace.name} ilike ${pattern} or coalesce(${moveRequests.reason}, '') ilike ${pattern})`,
  columns: {
    Id: { sql: moveRequests.id, type: "number", isInteger: true, canSort: true, canFilter: true },
    RequestNumber: { sql: moveRequests.requestNumber, type: "text", canSort: true, canFilter: true },
    StatusId: {
      sql: moveRequests.statusId,
      type: "set",
      setOf: "number",
      isInteger: true,
      canSort: true,
      canFilter: true,
    },
    StatusName: {
      sql: enumLabelSql(moveRequests.statusId, MoveRequestStatus, (id) => MOVE_REQUEST_STATUS_LABELS[id]),
      type: "set",
      canSort: true,
      canFilter: true,
    },
    FromLocationId: { sql: moveRequests.fromLocationId, type: "number", isInteger: true, canFilter: true },
    FromLocationName: { sql: fromPlace.name, type: "text", canSort: true, canFilter: true },
    ToLocationId: { sql: moveRequests.toLocationId, type: "number", isInteger: true, canFilter: true },
    ToLocationName: { sql: toPlace.name, type: "text", canSort: true, canFilter: true },
    AssetCount: { sql: assetCount, type: "number", isInteger: true, canSort: true, canFilter: true },
    Reason: { sql: moveRequests.reason, type: "text", isNullable: true, canFilter: true },
    RequestedByName: { sql: requesterName, type: "text", isNullable: true, canSort: true, canFilter: true },
    RequestedAt: {
      sql: moveRequests.requestedAt,
      type: "date",
      isTimestamp: true,
      canSort: true,
      canFilter: true,
    },
    UpdatedAt: {
      sql: moveRequests.updatedAt,
      type: "date",
      isTimestamp: true,
      canSort: true,
      canFilter: true,
    },
  },
};

const LIST_SELECTION = {
  id: moveRequests.id,
  requestNumber: moveRequests.requestNumber,
  statusId: moveRequests.statusId,
  fromLocationId: moveRequests.fromLocationId,
  fromLocationName: fromPlace.name,
  toLocationId: moveRequests.toLocationId,
  toLocationName: toPlace.name,
  assetCount,
  reason: moveRequests.reason,
  requestedById: moveRequests.requestedById,
  requestedByName: requesterName,
  requestedAt: moveRequests.requestedAt,
  updatedAt: moveRequests.updatedAt,
};

type ListRaw = {
  id: number;
  requestNumber: string;
  statusId: MoveRequestStatusId;
  fromLocationId: number;
  fromLocationName: string;
  toLocationId: number;
  toLocationName: string;
  assetCount: number;
  reason: string | null;
  requestedById: number | null;
  requestedByName: string | null;
  requestedAt: Date;
  updatedAt: Date;
};

const toListRow = (r: ListRaw): MoveRequestListRow => ({
  Id: r.id,
  RequestNumber: r.requestNumber,
  StatusId: r.statusId,
  StatusName: MOVE_REQUEST_STATUS_LABELS[r.statusId],
  FromLocationId: r.fromLocationId,
  FromLocationName: r.fromLocationName,
  ToLocationId: r.toLocationId,
  ToLocationName: r.toLocationName,
  AssetCount: Number(r.assetCount),
  Reason: r.reason,
  RequestedById: r.requestedById,
  RequestedByName: r.requestedByName,
  RequestedAt: r.requestedAt.toISOString(),
  UpdatedAt: r.updatedAt.toISOString(),
});

/** The places and the requester every read of a request joins. */
const withPlaces = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(fromPlace, eq(fromPlace.id, moveRequests.fromLocationId))
    .innerJoin(toPlace, eq(toPlace.id, moveRequests.toLocationId))
    .leftJoin(requester, eq(requester.id, moveRequests.requestedById));

const holdsAsset = (assetId: number): SQL =>
  sql`exists (select 1 from ${moveRequestItems} where ${moveRequestItems.moveRequestId} = ${moveRequests.id} and ${moveRequestItems.assetId} = ${assetId})`;

/** One page of the organisation's move requests. */
export const listMoveRequests = async (
  db: Db,
  orgId: number,
  query: MoveRequestListQuery,
): Promise<ListReply<MoveRequestListRow>> => {
  const plan = planList(MOVE_REQUEST_LIST, query, {
    orgId,
    conditions: [query.AssetId ? holdsAsset(query.AssetId) : undefined],
    key: { asset: query.AssetId ?? null },
  });
  return runList(
    plan,
    {
      page: () =>
        withPlaces(
          db
            .select({ ...LIST_SELECTION, ...plan.cursorSelection })
            .from(moveRequests)
            .$dynamic(),
        )
          .where(plan.pageWhere)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
      count: async () =>
        (await withPlaces(db.select({ n: count() }).from(moveRequests).$dynamic()).where(plan.where))[0]?.n ??
        0,
    },
    toListRow,
  );
};

/** One request as its list shows it, with the decision comment; locked when read inside a transaction. */
export const readMoveRequest = async (db: Db | Tx, orgId: number, id: number, { lock = false } = {}) => {
  const query = withPlaces(
    db
      .select({ ...LIST_SELECTION, decisionComment: moveRequests.decisionComment })
      .from(moveRequests)
      .$dynamic(),
  ).where(and(eq(moveRequests.orgId, orgId), eq(moveRequests.id, id)));
  const [row] = await (lock ? query.for("update", { of: moveRequests }) : query);
  return row ? { ...toListRow(row), DecisionComment: row.decisionComment } : null;
};

export type MoveRequestRow = NonNullable<Awaited<ReturnType<typeof readMoveRequest>>>;

/** The assets of a request, with where each stands now and what its tooltip shows. */
export const readMoveRequestAssets = async (
  db: Db | Tx,
  orgId: number,
  requestId: number,
): Promise<RequestAsset[]> => {
  const rows = await db
    .select({
      AssetId: assets.id,
      AssetTag: assets.assetTag,
      Name: assets.name,
      Category: assets.category,
      PartNumber: parts.partNumber,
      PartName: parts.partName,
      Vendor: vendors.name,
      Serialized: assets.serialized,
      SerialNumber: assets.serialNumber,
      Quantity: assets.quantity,
      LocationId: assets.locationId,
      LocationName: locations.name,
    })
    .from(moveRequestItems)
    .innerJoin(assets, eq(assets.id, moveRequestItems.assetId))
    .leftJoin(parts, eq(parts.id, assets.partId))
    .leftJoin(vendors, eq(vendors.id, assets.vendorId))
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .where(and(eq(moveRequestItems.orgId, orgId), eq(moveRequestItems.moveRequestId, requestId)))
    .orderBy(assets.assetTag);
  return rows;
};

/** The ids of a request's assets. */
export const readMoveRequestAssetIds = async (
  db: Db | Tx,
  orgId: number,
  requestId: number,
): Promise<number[]> =>
  (
    await db
      .select({ id: moveRequestItems.assetId })
      .from(moveRequestItems)
      .where(and(eq(moveRequestItems.orgId, orgId), eq(moveRequestItems.moveRequestId, requestId)))
  ).map((r) => r.id);

/** Open requests (awaiting approval or approved) holding any of these assets: the asset and the request number. */
export const findOpenRequestsHolding = async (
  db: Db | Tx,
  orgId: number,
  assetIds: readonly number[],
): Promise<{ assetId: number; requestNumber: string }[]> => {
  if (assetIds.length === 0) return [];
  return db
    .select({ assetId: moveRequestItems.assetId, requestNumber: moveRequests.requestNumber })
    .from(moveRequestItems)
    .innerJoin(moveRequests, eq(moveRequests.id, moveRequestItems.moveRequestId))
    .where(
      and(
        eq(moveRequestItems.orgId, orgId),
        inArray(moveRequestItems.assetId, [...assetIds]),
        inArray(moveRequests.statusId, [MoveRequestStatus.AwaitingApproval, MoveRequestStatus.Approved]),
      ),
    )
    .orderBy(moveRequests.requestNumber);
};

export const insertMoveRequest = async (
  tx: Tx,
  values: {
    orgId: number;
    requestNumber: string;
    fromLocationId: number;
    toLocationId: number;
    reason: string;
    requestedById: number;
    at: Date;
    assetIds: readonly number[];
  },
): Promise<number> => {
  const [row] = await tx
    .insert(moveRequests)
    .values({
      orgId: values.orgId,
      requestNumber: values.requestNumber,
      fromLocationId: values.fromLocationId,
      toLocationId: values.toLocationId,
      reason: values.reason,
      requestedById: values.requestedById,
      requestedAt: values.at,
      updatedAt: values.at,
      statusId: MoveRequestStatus.AwaitingApproval,
    })
    .returning({ id: moveRequests.id });
  if (!row) throw new Error("the move request was not written");
  await tx
    .insert(moveRequestItems)
    .values(values.assetIds.map((assetId) => ({ orgId: values.orgId, moveRequestId: row.id, assetId })));
  return row.id;
};

export type MoveRequestChange = {
  statusId: MoveRequestStatusId;
  updatedAt: Date;
  decidedById?: number;
  decidedAt?: Date;
  decisionComment?: string | null;
  completedById?: number;
  completedAt?: Date;
};

export const updateMoveRequest = async (tx: Tx, orgId: number, id: number, change: MoveRequestChange) => {
  await tx
    .update(moveRequests)
    .set(change)
    .where(and(eq(moveRequests.orgId, orgId), eq(moveRequests.id, id)));
};
