import { and, eq, sql } from "drizzle-orm";
import type { LocationLevelId } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { leaseSpaces, locations } from "../../db/schema/index.ts";

/** How deep a location tree goes at most (site, building, floor, room, with room to spare). */
const MAX_DEPTH = 8;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A location of the organisation: its name, or null when it has none with this id. */
export const locationNameOf = async (db: Db | Tx, orgId: number, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), eq(locations.id, id)));
  return row?.name ?? null;
};

/** A location under a lease's location, with what the lease says of it. */
export type LeaseSpaceRow = {
  locationId: number;
  name: string;
  code: string;
  levelId: LocationLevelId;
  /** The names from the lease's location (excluded) down to this one (included). */
  path: string[];
  covered: boolean;
  areaSqm: string | null;
};

/** Every location below `locationId` in the organisation's tree, in tree order, with the lease's spaces. */
export const spacesUnder = async (
  db: Db | Tx,
  orgId: number,
  leaseId: number,
  locationId: number,
): Promise<LeaseSpaceRow[]> => {
  const rows = rowsOf<{
    id: number;
    name: string;
    code: string;
    level_id: number;
    path: string[];
    covered: boolean;
    area_sqm: string | null;
  }>(
    await db.execute(sql`
      with recursive down(id, name, code, level_id, path, order_key, depth) as (
        select id, name, code, level_id, array[name], array[lower(name) || chr(1) || id::text], 1
        from locations where org_id = ${orgId} and parent_id = ${locationId}
        union all
        select l.id, l.name, l.code, l.level_id, down.path || l.name,
          down.order_key || (lower(l.name) || chr(1) || l.id::text), down.depth + 1
        from locations as l inner join down on l.parent_id = down.id
        where l.org_id = ${orgId} and down.depth < ${MAX_DEPTH}
      )
      select down.id, down.name, down.code, down.level_id, down.path,
        (s.location_id is not null) as covered, s.area_sqm::text as area_sqm
      from down
      left join ${leaseSpaces} as s
        on s.org_id = ${orgId} and s.lease_id = ${leaseId} and s.location_id = down.id
      order by down.order_key`),
  );
  return rows.map((r) => ({
    locationId: Number(r.id),
    name: r.name,
    code: r.code,
    levelId: Number(r.level_id) as LocationLevelId,
    path: r.path,
    covered: Boolean(r.covered),
    areaSqm: r.area_sqm,
  }));
};

/** Sets the spaces a lease covers: the ones given, and no others. */
export const replaceLeaseSpaces = async (
  tx: Tx,
  orgId: number,
  leaseId: number,
  spaces: readonly { locationId: number; areaSqm: string | null }[],
): Promise<void> => {
  await tx.delete(leaseSpaces).where(and(eq(leaseSpaces.orgId, orgId), eq(leaseSpaces.leaseId, leaseId)));
  if (spaces.length === 0) return;
  await tx.insert(leaseSpaces).values(spaces.map((s) => ({ ...s, orgId, leaseId })));
};
