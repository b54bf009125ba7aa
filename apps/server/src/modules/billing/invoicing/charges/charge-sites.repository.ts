import { sql, type SQL } from "drizzle-orm";
import { AssetStatus, CLOSED_TASK_STATUSES, LeaseStatus } from "@fieldstead/domain";
import type { Db, Tx } from "../../../../db/client.ts";

/** Whose sites, in which month: the clients billed and the first and last day of the period. */
export type ChargeScope = { orgId: number; clientIds: readonly number[]; first: string; last: string };

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The CTEs every quantity reads (the statement must start `with recursive`):
 * - client_leases: each client's leases (leases naming the client's lessee party) that are Active and overlap the
 *   month (start on or before its last day, end on or after its first);
 * - sites: the locations of those leases, per client;
 * - site_tree: each site with every location below it (the locations' parent tree), walked once per site even
 *   when several clients lease it; `union` drops repeats, so a loop in the tree cannot run forever;
 * - client_site_locations: each client's site and every location below it.
 */
export const clientSitesCtes = ({ orgId, clientIds, first, last }: ChargeScope): SQL => sql`
  client_leases as (
    select c.id as client_id, l.id as lease_id, l.location_id, l.area_sqm, l.lease_number
    from billing_clients c
    join leases l on l.org_id = c.org_id and l.lessee_party_id = c.lessee_party_id
    where c.org_id = ${orgId} and c.id = any(${sql.param([...clientIds])}::int[])
      and l.status_id = ${LeaseStatus.Active}
      and l.start_date <= ${last}::date and l.end_date >= ${first}::date
  ),
  sites as (
    select distinct client_id, location_id as site_id from client_leases where location_id is not null
  ),
  site_tree(site_id, location_id) as (
    select distinct site_id, site_id from sites
    union
    select st.site_id, loc.id from site_tree st
    join locations loc on loc.org_id = ${orgId} and loc.parent_id = st.location_id
  ),
  client_site_locations as (
    select s.client_id, s.site_id, st.location_id from sites s join site_tree st on st.site_id = s.site_id
  )`;

/** What a source counts at one client's sites, for one key (a category, a work-order type). */
export type SiteQuantity = { clientId: number; key: number; quantity: number; siteCount: number };

/**
 * Sums a per-location count (`perLocation` yields location_id, key, q for locations of site_tree) over each
 * client's sites. A location below two of one client's sites (a lease on a building and another on one of its
 * floors) is counted once; the site count says how many of the client's sites hold something counted.
 */
const sumAtSites = async (db: Db | Tx, scope: ChargeScope, perLocation: SQL): Promise<SiteQuantity[]> => {
  const rows = rowsOf<{ client_id: number; key: number; q: string; sites: number }>(
    await db.execute(sql`
      with recursive ${clientSitesCtes(scope)},
      per_location as (${perLocation}),
      client_locations as (select distinct client_id, location_id from client_site_locations),
      quantities as (
        select cl.client_id, pl.key, sum(pl.q) as q
        from client_locations cl join per_location pl on pl.location_id = cl.location_id
        group by cl.client_id, pl.key
      ),
      site_counts as (
        select csl.client_id, pl.key, count(distinct csl.site_id) as n
        from client_site_locations csl join per_location pl on pl.location_id = csl.location_id
        group by csl.client_id, pl.key
      )
      select q.client_id, q.key, q.q::text as q, sc.n::int as sites
      from quantities q join site_counts sc on sc.client_id = q.client_id and sc.key = q.key`),
  );
  return rows.map((r) => ({
    clientId: Number(r.client_id),
    key: Number(r.key),
    quantity: Number(r.q),
    siteCount: Number(r.sites),
  }));
};

/** The quantity of Active assets of each category at each client's sites, in one statement for all clients. */
export const activeAssetsAtSites = (
  db: Db | Tx,
  scope: ChargeScope,
  categoryIds: readonly number[],
): Promise<SiteQuantity[]> =>
  sumAtSites(
    db,
    scope,
    sql`select a.location_id, a.category_id as key, sum(a.quantity) as q
      from assets a
      where a.org_id = ${scope.orgId} and a.status_id = ${AssetStatus.Active}
        and a.category_id = any(${sql.param([...categoryIds])}::int[])
        and a.location_id in (select location_id from site_tree)
      group by a.location_id, a.category_id`,
  );

/**
 * The work orders of each type closed and completed in the month at each client's sites. The month's
 * boundaries are UTC days: from 00:00 UTC on its first day to 00:00 UTC on the day after its last.
 */
export const completedWorkOrdersAtSites = (
  db: Db | Tx,
  scope: ChargeScope,
  typeIds: readonly number[],
): Promise<SiteQuantity[]> =>
  sumAtSites(
    db,
    scope,
    sql`select t.location_id, t.type_id as key, count(*) as q
      from tasks t
      where t.org_id = ${scope.orgId}
        and t.type_id = any(${sql.param([...typeIds])}::int[])
        and t.status_id = any(${sql.param([...CLOSED_TASK_STATUSES])}::int[])
        and t.completed_at >= ${scope.first}::date::timestamp at time zone 'UTC'
        and t.completed_at < (${scope.last}::date + 1)::timestamp at time zone 'UTC'
        and t.location_id in (select location_id from site_tree)
      group by t.location_id, t.type_id`,
  );

/** Each client's leased area (m², text as stored) and how many sites its leases in the month cover. */
export type ClientSiteSummary = { clientId: number; area: string; siteCount: number };

export const clientSiteSummaries = async (db: Db | Tx, scope: ChargeScope): Promise<ClientSiteSummary[]> => {
  const rows = rowsOf<{ client_id: number; area: string; sites: number }>(
    await db.execute(sql`
      with recursive ${clientSitesCtes(scope)}
      select client_id, coalesce(sum(area_sqm), 0)::text as area, count(distinct location_id)::int as sites
      from client_leases group by client_id`),
  );
  return rows.map((r) => ({ clientId: Number(r.client_id), area: r.area, siteCount: Number(r.sites) }));
};
