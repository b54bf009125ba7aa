import { count, eq, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  LOCATION_LIST_COLUMNS,
  LocationLevel,
  type ListReply,
  type LocationLevelId,
  type LocationListQuery,
  type LocationListRow,
} from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import { planList, runList, type ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";
import { runKept } from "../../lib/kept-statements.ts";

const LEVEL_NAMES = new Map<number, string>(Object.entries(LocationLevel).map(([key, id]) => [id, key]));

/** A location level's name: Site, Building, Floor, Room. */
export const locationLevelName = (levelId: LocationLevelId): string =>
  LEVEL_NAMES.get(levelId) ?? String(levelId);

/** A location's parent, joined as `parent` wherever its name is read. */
export const parent = alias(locations, "parent");
const named = alias(locations, "named");

/** A location's own columns as its list and its page show them. */
export const LOCATION_COLUMNS = {
  id: locations.id,
  code: locations.code,
  name: locations.name,
  levelId: locations.levelId,
  parentId: locations.parentId,
  address: locations.address,
  city: locations.city,
  state: locations.state,
  country: locations.country,
  latitude: locations.latitude,
  longitude: locations.longitude,
  status: locations.status,
  isWarehouse: locations.isWarehouse,
  updatedAt: locations.updatedAt,
};

/** The location list: its columns as SortModel and FilterModel name them. */
export const LOCATION_LIST: ListDefinition = {
  name: "locations",
  id: locations.id,
  orgId: locations.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  // A word matches the location's own text (code, name, address, city, state) or its parent's name.
  searchTerm: (pattern, { orgId }) =>
    sql`(${locations.searchText} like lower(${pattern}) or ${locations.parentId} in (select ${named.id} from ${locations} as named where ${named.orgId} = ${orgId} and ${named.name} ilike ${pattern}))`,
  columns: listColumnsFrom(LOCATION_LIST_COLUMNS, {
    Id: { sql: locations.id, isInteger: true },
    Code: { sql: locations.code },
    Name: { sql: locations.name },
    LevelId: { sql: locations.levelId, setOf: "number", isInteger: true },
    LevelName: { sql: enumLabelSql(locations.levelId, LocationLevel, locationLevelName) },
    ParentId: { sql: locations.parentId, isInteger: true, isNullable: true },
    ParentName: { sql: parent.name, isNullable: true },
    Address: { sql: locations.address, isNullable: true },
    City: { sql: locations.city, isNullable: true },
    State: { sql: locations.state, isNullable: true },
    Country: { sql: locations.country, isNullable: true },
    Latitude: { sql: locations.latitude, isNullable: true },
    Longitude: { sql: locations.longitude, isNullable: true },
    Status: { sql: locations.status },
    // A yes/no column as 1/0, so the grid's value list (numbers) can filter it.
    IsWarehouse: { sql: sql`(${locations.isWarehouse})::int`, setOf: "number", isInteger: true },
    UpdatedAt: { sql: locations.updatedAt },
  }),
};

const listConditions = (query: LocationListQuery): (SQL | undefined)[] => [
  query.ParentId ? eq(locations.parentId, query.ParentId) : undefined,
];

/** One page of the organisation's locations, with each one's parent name. */
export const listLocations = async (
  db: Db,
  orgId: number,
  query: LocationListQuery,
): Promise<ListReply<LocationListRow>> => {
  const plan = planList(LOCATION_LIST, query, {
    orgId,
    conditions: listConditions(query),
    key: { parent: query.ParentId ?? null },
  });
  // As for assets: the page's ids first (the parent joined only when the query reads its name), then rows.
  const withParent = <Q extends PgSelect>(q: Q) =>
    plan.uses("ParentName") ? q.leftJoin(parent, eq(parent.id, locations.parentId)) : q;
  const ids = withParent(db.select({ id: locations.id }).from(locations).$dynamic())
    .where(plan.pageWhere)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset)
    .as("page");
  return runList(
    plan,
    {
      page: () =>
        runKept(
          db
            .select({ ...LOCATION_COLUMNS, parentName: parent.name, ...plan.cursorSelection })
            .from(ids)
            .innerJoin(locations, eq(locations.id, ids.id))
            .leftJoin(parent, eq(parent.id, locations.parentId))
            .orderBy(...plan.orderBy),
        ),
      count: async () => {
        const [row] = await withParent(db.select({ n: count() }).from(locations).$dynamic()).where(
          plan.where,
        );
        return row?.n ?? 0;
      },
    },
    (r): LocationListRow => ({
      Id: r.id,
      Code: r.code,
      Name: r.name,
      LevelId: r.levelId,
      LevelName: locationLevelName(r.levelId),
      ParentId: r.parentId,
      ParentName: r.parentName,
      Address: r.address,
      City: r.city,
      State: r.state,
      Country: r.country,
      Latitude: r.latitude,
      Longitude: r.longitude,
      Status: r.status,
      IsWarehouse: r.isWarehouse,
      UpdatedAt: r.updatedAt.toISOString(),
    }),
  );
};
