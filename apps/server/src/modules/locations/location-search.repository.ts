import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LocationOption, SearchLocationsQuery } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";

const p1 = alias(locations, "p1");
const p2 = alias(locations, "p2");
const p3 = alias(locations, "p3");

const MAX_WORDS = 8;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A few locations for a picker, by name: every word of the search must be in the location's code, name,
 * address, city or state (its kept search text), in any case. Each comes with its parents' names.
 */
export const searchLocations = async (
  db: Db,
  orgId: number,
  query: SearchLocationsQuery,
): Promise<LocationOption[]> => {
  const words = query.Search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const rows = await db
    .select({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      levelId: locations.levelId,
      isWarehouse: locations.isWarehouse,
      status: locations.status,
      p1: p1.name,
      p2: p2.name,
      p3: p3.name,
    })
    .from(locations)
    .leftJoin(p1, eq(p1.id, locations.parentId))
    .leftJoin(p2, eq(p2.id, p1.parentId))
    .leftJoin(p3, eq(p3.id, p2.parentId))
    .where(
      and(
        eq(locations.orgId, orgId),
        ...words.map((w) => sql`${locations.searchText} like ${`%${escapeLike(w)}%`}`),
        query.LevelIds && query.LevelIds.length > 0 ? inArray(locations.levelId, query.LevelIds) : undefined,
        query.IsWarehouse === undefined ? undefined : eq(locations.isWarehouse, query.IsWarehouse),
        query.ActiveOnly ? eq(locations.status, "Active") : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(query.Limit);
  return rows.map((r) => ({
    Id: r.id,
    Code: r.code,
    Name: r.name,
    LevelId: r.levelId,
    Path: [r.p3, r.p2, r.p1].filter((n): n is string => n !== null).join(" › "),
    IsWarehouse: r.isWarehouse,
    Status: r.status,
  }));
};
