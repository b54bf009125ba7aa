import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LocationDetail, LocationLevelId, LocationPathEntry } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { assets, employees, locationLinks, locations } from "../../db/schema/index.ts";
import { rowsOf, subtreeIdsSql } from "./location-records.repository.ts";
import { LOCATION_COLUMNS, locationLevelName, parent } from "./locations.repository.ts";

const creator = alias(employees, "creator");
const updater = alias(employees, "updater");

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

/** The parents of a location (given its parent's id), site first. */
export const readPath = async (
  db: Db | Tx,
  orgId: number,
  parentId: number | null,
): Promise<LocationPathEntry[]> => {
  if (parentId === null) return [];
  const rows = rowsOf<{ id: number; code: string; name: string; level_id: number; depth: number }>(
    await db.execute(sql`
      with recursive up(id, code, name, level_id, parent_id, depth) as (
        select id, code, name, level_id, parent_id, 0 from locations where org_id = ${orgId} and id = ${parentId}
        union all
        select l.id, l.code, l.name, l.level_id, l.parent_id, up.depth + 1
        from locations as l inner join up on l.id = up.parent_id
        where l.org_id = ${orgId} and up.depth < 8
      )
      select id, code, name, level_id, depth from up order by depth desc`),
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    Code: r.code,
    Name: r.name,
    LevelId: Number(r.level_id) as LocationLevelId,
    LevelName: locationLevelName(Number(r.level_id) as LocationLevelId),
  }));
};

/** One location in full, or undefined when the organisation has no location with this id. */
export const readLocationDetail = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<LocationDetail | undefined> => {
  const subtree = subtreeIdsSql(orgId, id);
  const [row] = await db
    .select({
      ...LOCATION_COLUMNS,
      parentName: parent.name,
      postalCode: locations.postalCode,
      description: locations.description,
      createdAt: locations.createdAt,
      createdById: locations.createdById,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      updatedById: locations.updatedById,
      updaterFirst: updater.firstName,
      updaterLast: updater.lastName,
      children: sql<number>`(select count(*)::int from ${locations} as c where c.org_id = ${orgId} and c.parent_id = ${locations.id})`,
      below: sql<number>`((select count(*)::int from (${subtree}) as s) - 1)`,
      assetsHere: sql<number>`(select count(*)::int from ${assets} where ${assets.orgId} = ${orgId} and ${assets.locationId} = ${locations.id})`,
      assetsBelow: sql<number>`(select count(*)::int from ${assets} where ${assets.orgId} = ${orgId} and ${assets.locationId} in (${subtree}))`,
      links: sql<number>`(select count(*)::int from ${locationLinks} where ${and(
        eq(locationLinks.orgId, orgId),
        or(eq(locationLinks.fromLocationId, id), eq(locationLinks.toLocationId, id)),
      )})`,
    })
    .from(locations)
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .leftJoin(creator, eq(creator.id, locations.createdById))
    .leftJoin(updater, eq(updater.id, locations.updatedById))
    .where(and(eq(locations.orgId, orgId), eq(locations.id, id)));
  if (!row) return undefined;
  return {
    Id: row.id,
    Code: row.code,
    Name: row.name,
    LevelId: row.levelId,
    LevelName: locationLevelName(row.levelId),
    ParentId: row.parentId,
    ParentName: row.parentName,
    Path: await readPath(db, orgId, row.parentId),
    Address: row.address,
    City: row.city,
    State: row.state,
    Country: row.country,
    PostalCode: row.postalCode,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Status: row.status,
    IsWarehouse: row.isWarehouse,
    Description: row.description,
    CreatedAt: row.createdAt.toISOString(),
    CreatedById: row.createdById,
    CreatedByName: fullName(row.creatorFirst, row.creatorLast),
    UpdatedAt: row.updatedAt.toISOString(),
    UpdatedById: row.updatedById,
    UpdatedByName: fullName(row.updaterFirst, row.updaterLast),
    SubLocationCount: Number(row.children),
    AllSubLocationCount: Number(row.below),
    AssetCount: Number(row.assetsHere),
    AllAssetCount: Number(row.assetsBelow),
    LinkCount: Number(row.links),
  };
};
