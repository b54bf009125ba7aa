import { sql } from "drizzle-orm";
import { CLOSED_TASK_STATUSES } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { atLocation, idList, keyCounts, type KeyCount } from "../dashboard-sql.repository.ts";
import { countsPerSite, type SiteCount } from "../dashboard-sites.repository.ts";

/** The organisation's locations inside the scope's location (itself included). */
export const locationsInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and ${atLocation(sql`id`, scope)}`;

/** Open work orders (over the tasks table's own columns) at the scope's location. */
export const openWorkInScope = (scope: DashboardScope) =>
  sql`org_id = ${scope.orgId} and status_id not in (${idList(CLOSED_TASK_STATUSES)})
      and ${atLocation(sql`location_id`, scope)}`;

/** Locations by level ('l:1') and by status ('s:Active'), in one pass. */
export const locationBreakdowns = async (
  db: Db,
  scope: DashboardScope,
): Promise<{ level: KeyCount[]; status: KeyCount[] }> => {
  const rows = await keyCounts(
    db,
    sql`select case when grouping(level_id) = 0 then 'l:' || level_id else 's:' || status end as key,
               count(*) as n
        from locations where ${locationsInScope(scope)}
        group by grouping sets ((level_id), (status))`,
  );
  const of = (prefix: string) =>
    rows.filter((r) => r.key?.startsWith(prefix)).map((r) => ({ key: r.key!.slice(2), n: r.n }));
  return { level: of("l:"), status: of("s:") };
};

/** Open work orders per site, the busiest first (from the per-location rollup). */
export const openWorkPerSite = (db: Db, scope: DashboardScope): Promise<SiteCount[]> =>
  countsPerSite(
    db,
    scope.orgId,
    sql`select location_id, sum(n) from task_location_counts
        where org_id = ${scope.orgId} and status_id not in (${idList(CLOSED_TASK_STATUSES)}) and location_id <> 0
          and ${atLocation(sql`location_id`, scope)}
        group by location_id`,
  );
