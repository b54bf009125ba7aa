import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  MOVE_REQUEST_LIST_COLUMNS,
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  type ListReply,
  type MoveRequestListQuery,
  type MoveRequestListRow,
  type MoveRequestStatusId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { locations, moveRequestItems, moveRequests } from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import { requestColumns, requester, requestSelection } from "./asset-requests.repository.ts";

const fromPlace = alias(locations, "from_place");
const toPlace = alias(locations, "to_place");

const assetCount = sql<number>`(select count(*) from ${moveRequestItems} where ${moveRequestItems.moveRequestId} = ${moveRequests.id})::int`;

/** The move-request list: its columns as SortModel and FilterModel name them. */
export const MOVE_REQUEST_LIST: ListDefinition = {
  name: "move-requests",
  id: moveRequests.id,
  orgId: moveRequests.orgId,
  defaultSort: [{ colId: "RequestedAt", sort: "desc" }],
  searchTerm: (pattern) =>
    sql`(${moveRequests.requestNumber} ilike ${pattern} or ${fromPlace.name} ilike ${pattern} or ${toPlace.name} ilike ${pattern} or coalesce(${moveRequests.reason}, '') ilike ${pattern})`,
  columns: listColumnsFrom(MOVE_REQUEST_LIST_COLUMNS, {
    ...requestColumns(moveRequests, MoveRequestStatus, MOVE_REQUEST_STATUS_LABELS),
    FromLocationId: { sql: moveRequests.fromLocationId, isInteger: true },
    FromLocationName: { sql: fromPlace.name },
    ToLocationId: { sql: moveRequests.toLocationId, isInteger: true },
    ToLocationName: { sql: toPlace.name },
    AssetCount: { sql: assetCount, isInteger: true },
    Reason: { sql: moveRequests.reason, isNullable: true },
  }),
};

const LIST_SELECTION = {
  ...requestSelection(moveRequests),
  fromLocationId: moveRequests.fromLocationId,
  fromLocationName: fromPlace.name,
  toLocationId: moveRequests.toLocationId,
  toLocationName: toPlace.name,
  assetCount,
  reason: moveRequests.reason,
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

/** Move requests with the places and the requester every read of a request joins. */
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
  return runListQuery(
    plan,
    {
      page: withPlaces(
        db
          .select({ ...LIST_SELECTION, ...plan.cursorSelection })
          .from(moveRequests)
          .$dynamic(),
      ),
      count: withPlaces(db.select({ n: count() }).from(moveRequests).$dynamic()),
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
