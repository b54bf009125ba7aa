import { and, eq, inArray, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  assets,
  employeeSites,
  leases,
  locationLinks,
  locations,
  materialRequests,
  moveRequests,
  projects,
  tasks,
  warehouseMovements,
} from "../../db/schema/index.ts";

/**
 * What refers to a location and keeps it from being deleted: every table with a location column, except those
 * that go with it (its links, who works at the site, its warehouse stock, which follows its assets).
 */
export type LocationHolds = {
  subLocations: number;
  assets: number;
  moveRequests: number;
  materialRequests: number;
  leases: number;
  tasks: number;
  projects: number;
  warehouseScans: number;
};

export const NO_HOLDS: LocationHolds = {
  subLocations: 0,
  assets: 0,
  moveRequests: 0,
  materialRequests: 0,
  leases: 0,
  tasks: 0,
  projects: 0,
  warehouseScans: 0,
};

type Counted = { locationId: number | null; n: number };

/** Counts rows per location over one or more location columns of a table (a row counts once per location). */
const countBy = async (
  db: Db | Tx,
  table: SQLWrapper,
  orgColumn: SQLWrapper,
  columns: readonly SQLWrapper[],
  orgId: number,
  ids: readonly number[],
): Promise<Counted[]> => {
  const parts = columns.map(
    (column) =>
      sql`select ${column} as location_id from ${table} where ${orgColumn} = ${orgId} and ${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const rows = (await db.execute(
    sql`select location_id, count(*)::int as n from (${sql.join(parts, sql` union all `)}) as refs group by location_id`,
  )) as unknown as { rows: { location_id: number; n: number }[] };
  return rows.rows.map((r) => ({ locationId: Number(r.location_id), n: Number(r.n) }));
};

/** What holds each of these locations (all zero for a location nothing refers to). */
export const readLocationHolds = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, LocationHolds>> => {
  const holds = new Map(ids.map((id) => [id, { ...NO_HOLDS }]));
  if (ids.length === 0) return holds;
  const tallies: [keyof LocationHolds, () => Promise<Counted[]>][] = [
    ["subLocations", () => countBy(db, locations, locations.orgId, [locations.parentId], orgId, ids)],
    ["assets", () => countBy(db, assets, assets.orgId, [assets.locationId], orgId, ids)],
    [
      "moveRequests",
      () =>
        countBy(
          db,
          moveRequests,
          moveRequests.orgId,
          [moveRequests.fromLocationId, moveRequests.toLocationId],
          orgId,
          ids,
        ),
    ],
    [
      "materialRequests",
      () =>
        countBy(
          db,
          materialRequests,
          materialRequests.orgId,
          [materialRequests.locationId, materialRequests.warehouseId],
          orgId,
          ids,
        ),
    ],
    ["leases", () => countBy(db, leases, leases.orgId, [leases.locationId], orgId, ids)],
    ["tasks", () => countBy(db, tasks, tasks.orgId, [tasks.locationId], orgId, ids)],
    ["projects", () => countBy(db, projects, projects.orgId, [projects.locationId], orgId, ids)],
    [
      "warehouseScans",
      () =>
        countBy(
          db,
          warehouseMovements,
          warehouseMovements.orgId,
          [warehouseMovements.warehouseId],
          orgId,
          ids,
        ),
    ],
  ];
  // One after another: a transaction's statements cannot run side by side on one connection.
  for (const [key, tally] of tallies) {
    for (const { locationId, n } of await tally()) {
      const entry = locationId === null ? undefined : holds.get(locationId);
      if (entry) entry[key] += n;
    }
  }
  return holds;
};

export type LinkEnd = { linkId: number; fromLocationId: number; toLocationId: number; linkType: string };

/** The links with any of these locations at either end. */
export const linksTouching = (db: Db | Tx, orgId: number, ids: readonly number[]): Promise<LinkEnd[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          linkId: locationLinks.id,
          fromLocationId: locationLinks.fromLocationId,
          toLocationId: locationLinks.toLocationId,
          linkType: locationLinks.linkType,
        })
        .from(locationLinks)
        .where(
          and(
            eq(locationLinks.orgId, orgId),
            or(
              inArray(locationLinks.fromLocationId, [...ids]),
              inArray(locationLinks.toLocationId, [...ids]),
            ),
          ),
        );

/** Removes what goes with deleted locations: their links and who works at them. */
export const removeLocationTies = async (tx: Tx, orgId: number, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .delete(locationLinks)
    .where(
      and(
        eq(locationLinks.orgId, orgId),
        or(inArray(locationLinks.fromLocationId, [...ids]), inArray(locationLinks.toLocationId, [...ids])),
      ),
    );
  await tx
    .delete(employeeSites)
    .where(and(eq(employeeSites.orgId, orgId), inArray(employeeSites.locationId, [...ids])));
};
