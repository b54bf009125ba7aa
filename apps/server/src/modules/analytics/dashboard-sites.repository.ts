import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "./dashboard-sql.repository.ts";

/** How many sites a per-site chart names (the busiest first). */
export const TOP_SITES = 10;

/** A site (the top of a location tree) and a count of what sits at it or anywhere under it. */
export type SiteCount = { siteId: number; name: string; n: number };

/**
 * Counts per site: `perLocation` answers (location_id, n) rows, which are summed up to the top of each
 * location's tree (the site) by walking the organisation's tree down from its roots; the busiest TOP_SITES.
 */
export const countsPerSite = async (db: Db, orgId: number, perLocation: SQL): Promise<SiteCount[]> => {
  const rows = await rowsOf<{ site_id: number; name: string; n: string | number }>(
    db,
    sql`with recursive site_of (id, site_id) as (
          select id, id from locations where org_id = ${orgId} and parent_id is null
          union all
          select l.id, s.site_id from locations l join site_of s on l.parent_id = s.id where l.org_id = ${orgId}
        ),
        per_location (location_id, n) as (${perLocation})
        select s.site_id, site.name, sum(p.n) as n
        from per_location p
        join site_of s on s.id = p.location_id
        join locations site on site.id = s.site_id
        group by s.site_id, site.name
        having sum(p.n) > 0
        order by sum(p.n) desc, site.name, s.site_id
        limit ${TOP_SITES}`,
  );
  return rows.map((r) => ({ siteId: Number(r.site_id), name: r.name, n: Number(r.n) }));
};
