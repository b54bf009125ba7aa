import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  LOCATION_LINK_LIST_COLUMNS,
  type LinkListQuery,
  type LinkListRow,
  type ListReply,
  type LocationLinkTypeValue,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { locationLinks, locations } from "../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
import { runListQuery } from "../../lib/list-query.repository.ts";

const fromLoc = alias(locations, "from_loc");
const toLoc = alias(locations, "to_loc");

/** The link list: its columns as SortModel and FilterModel name them. */
export const LINK_LIST: ListDefinition = {
  name: "location-links",
  id: locationLinks.id,
  orgId: locationLinks.orgId,
  defaultSort: [{ colId: "FromName", sort: "asc" }],
  columns: listColumnsFrom(LOCATION_LINK_LIST_COLUMNS, {
    Id: { sql: locationLinks.id, isInteger: true },
    FromLocationId: { sql: locationLinks.fromLocationId, isInteger: true },
    FromCode: { sql: fromLoc.code, isSearchable: true },
    FromName: { sql: fromLoc.name, isSearchable: true },
    ToLocationId: { sql: locationLinks.toLocationId, isInteger: true },
    ToCode: { sql: toLoc.code, isSearchable: true },
    ToName: { sql: toLoc.name, isSearchable: true },
    LinkType: { sql: locationLinks.linkType, isSearchable: true },
    Description: { sql: locationLinks.description, isNullable: true, isSearchable: true },
    CreatedAt: { sql: locationLinks.createdAt },
    UpdatedAt: { sql: locationLinks.updatedAt },
  }),
};

const ROW = {
  id: locationLinks.id,
  fromLocationId: locationLinks.fromLocationId,
  fromCode: fromLoc.code,
  fromName: fromLoc.name,
  toLocationId: locationLinks.toLocationId,
  toCode: toLoc.code,
  toName: toLoc.name,
  linkType: locationLinks.linkType,
  description: locationLinks.description,
  createdAt: locationLinks.createdAt,
  updatedAt: locationLinks.updatedAt,
};

type Row = {
  id: number;
  fromLocationId: number;
  fromCode: string;
  fromName: string;
  toLocationId: number;
  toCode: string;
  toName: string;
  linkType: LocationLinkTypeValue;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toRow = (r: Row): LinkListRow => ({
  Id: r.id,
  FromLocationId: r.fromLocationId,
  FromCode: r.fromCode,
  FromName: r.fromName,
  ToLocationId: r.toLocationId,
  ToCode: r.toCode,
  ToName: r.toName,
  LinkType: r.linkType,
  Description: r.description,
  CreatedAt: r.createdAt.toISOString(),
  UpdatedAt: r.updatedAt.toISOString(),
});

/** Links with both their ends. */
const withEnds = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(fromLoc, eq(fromLoc.id, locationLinks.fromLocationId))
    .innerJoin(toLoc, eq(toLoc.id, locationLinks.toLocationId));

const touching = (locationId: number): SQL =>
  or(eq(locationLinks.fromLocationId, locationId), eq(locationLinks.toLocationId, locationId))!;

/** One page of the organisation's links, with both ends' codes and names. */
export const listLinks = (db: Db, orgId: number, query: LinkListQuery): Promise<ListReply<LinkListRow>> => {
  const plan = planList(LINK_LIST, query, {
    orgId,
    conditions: [query.LocationId ? touching(query.LocationId) : undefined],
    key: { location: query.LocationId ?? null },
  });
  return runListQuery(
    plan,
    {
      page: withEnds(
        db
          .select({ ...ROW, ...plan.cursorSelection })
          .from(locationLinks)
          .$dynamic(),
      ),
      count: withEnds(db.select({ n: count() }).from(locationLinks).$dynamic()),
    },
    toRow,
  );
};

/** One link of the organisation, with its ends' codes and names. */
export const findLink = async (db: Db | Tx, orgId: number, id: number): Promise<LinkListRow | undefined> => {
  const [row] = await withEnds(db.select(ROW).from(locationLinks).$dynamic()).where(
    and(eq(locationLinks.orgId, orgId), eq(locationLinks.id, id)),
  );
  return row ? toRow(row) : undefined;
};

/** A link between the same two locations (either way round) of the same type, other than `exceptId`. */
export const findSameLink = async (
  db: Db | Tx,
  orgId: number,
  link: { from: number; to: number; type: LocationLinkTypeValue; exceptId?: number },
): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: locationLinks.id })
    .from(locationLinks)
    .where(
      and(
        eq(locationLinks.orgId, orgId),
        eq(locationLinks.linkType, link.type),
        or(
          and(eq(locationLinks.fromLocationId, link.from), eq(locationLinks.toLocationId, link.to)),
          and(eq(locationLinks.fromLocationId, link.to), eq(locationLinks.toLocationId, link.from)),
        ),
        link.exceptId === undefined ? undefined : sql`${locationLinks.id} <> ${link.exceptId}`,
      ),
    );
  return row?.id;
};

export type LinkValues = {
  fromLocationId: number;
  toLocationId: number;
  linkType: LocationLinkTypeValue;
  description: string | null;
};

export const insertLink = async (
  tx: Tx,
  orgId: number,
  values: LinkValues & { createdById: number; at: Date },
): Promise<number> => {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(locationLinks)
    .values({ orgId, ...rest, createdAt: at, updatedAt: at })
    .returning({ id: locationLinks.id });
  return row!.id;
};

export const updateLink = async (tx: Tx, orgId: number, id: number, values: LinkValues & { at: Date }) => {
  const { at, ...rest } = values;
  await tx
    .update(locationLinks)
    .set({ ...rest, updatedAt: at })
    .where(and(eq(locationLinks.orgId, orgId), eq(locationLinks.id, id)));
};

export const deleteLink = async (tx: Tx, orgId: number, id: number) => {
  await tx.delete(locationLinks).where(and(eq(locationLinks.orgId, orgId), eq(locationLinks.id, id)));
};
