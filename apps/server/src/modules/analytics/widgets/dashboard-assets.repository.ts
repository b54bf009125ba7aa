import { sql } from "drizzle-orm";
import { MoveRequestStatus } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { atLocation, inRange, keyCounts, rowsOf, type KeyCount } from "../dashboard-sql.repository.ts";
import { countsPerSite, type SiteCount } from "../dashboard-sites.repository.ts";

/** The organisation's assets at the scope's location (assets are counted as they are now). */
export const assetsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${atLocation(sql`location_id`, scope)}`;

/** Move requests requested in the range, from or to a place of the scope's location. */
export const moveRequestsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${inRange(sql`requested_at`, scope)}
      and (${atLocation(sql`from_location_id`, scope)} or ${atLocation(sql`to_location_id`, scope)})`;

/** Asset counts by category ('c'), status ('s') and verification state ('v'), in one pass. */
export const assetBreakdowns = async (
  db: Db,
  scope: DashboardScope,
): Promise<{ category: KeyCount[]; status: KeyCount[]; verification: KeyCount[] }> => {
  const rows = await rowsOf<{ kind: string; key: string; n: string | number }>(
    db,
    sql`select case when grouping(category) = 0 then 'c' when grouping(status_id) = 0 then 's' else 'v' end as kind,
               coalesce(category, status_id::text, verification_state) as key, count(*) as n
        from assets where ${assetsInScope(scope)}
        group by grouping sets ((category), (status_id), (verification_state))`,
  );
  const of = (kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ key: r.key, n: Number(r.n) }));
  return { category: of("c"), status: of("s"), verification: of("v") };
};

/** Assets per site, the busiest first. */
export const assetsPerSite = (db: Db, scope: DashboardScope): Promise<SiteCount[]> =>
  countsPerSite(
    db,
    scope.orgId,
    sql`select location_id, count(*) from assets where ${assetsInScope(scope)} and location_id is not null
        group by location_id`,
  );

export type WarehouseStockRow = {
  id: number;
  name: string;
  parts: number;
  units: number;
  serialized: number;
};

/** Stock of each warehouse at the scope's location: parts held, units, serialized units; the fullest first. */
export const warehouseStock = async (db: Db, scope: DashboardScope): Promise<WarehouseStockRow[]> => {
  const rows = await rowsOf<Record<keyof WarehouseStockRow, string | number>>(
    db,
    sql`select w.location_id as id, l.name, count(*) filter (where w.quantity > 0) as parts,
               coalesce(sum(w.quantity), 0) as units, coalesce(sum(w.serialized_count), 0) as serialized
        from warehouse_stock w join locations l on l.id = w.location_id
        where w.org_id = ${scope.orgId} and ${atLocation(sql`w.location_id`, scope)}
        group by w.location_id, l.name
        order by units desc, l.name
        limit 10`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    parts: Number(r.parts),
    units: Number(r.units),
    serialized: Number(r.serialized),
  }));
};

/** Move requests requested in the range by status. */
export const moveRequestsByStatus = (db: Db, scope: DashboardScope): Promise<KeyCount[]> =>
  keyCounts(
    db,
    sql`select status_id as key, count(*) as n from move_requests where ${moveRequestsInScope(scope)}
        group by status_id`,
  );

/** Move requests awaiting approval now, whenever they were asked, from or to the scope's location. */
export const moveRequestsAwaiting = async (db: Db, scope: DashboardScope): Promise<number> => {
  const [row] = await keyCounts(
    db,
    sql`select null as key, count(*) as n from move_requests
        where org_id = ${scope.orgId} and status_id = ${MoveRequestStatus.AwaitingApproval}
          and (${atLocation(sql`from_location_id`, scope)} or ${atLocation(sql`to_location_id`, scope)})`,
  );
  return row?.n ?? 0;
};
