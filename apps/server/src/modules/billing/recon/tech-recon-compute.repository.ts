import { sql, type SQL } from "drizzle-orm";
import {
  AssetStatus,
  BillingRuleSource,
  LeaseStatus,
  periodDays,
  VerificationState,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";

/** How deep a location tree goes at most (site, building, floor, room, with room to spare). */
const MAX_DEPTH = 8;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ReconScope = { orgId: number; period: string; clientId: number | null };

/**
 * The common table expressions of a run, each one set-based (the definitions are written out in
 * packages/domain/src/billing/recon/tech-recon.rules.ts):
 * - scope_clients: the client asked for, or every active client;
 * - roots: each client's sites, the locations of its Active leases;
 * - tree / placed: every location at or below a site, placed at the client's nearest site;
 * - billed_rules: per client and category, the active asset rule that bills it (the client's own first, then
 *   one for every active client) whose charge code is in force in the month;
 * - counts: per client, site and category, the billed quantity (Active assets of a billed category) and the
 *   found quantity (assets Verified or Newly_Created).
 */
const reconCtes = ({ orgId, period, clientId }: ReconScope): SQL => {
  const { first, last } = periodDays(period);
  const clientFilter = clientId === null ? sql`c.is_active` : sql`c.id = ${clientId}`;
  return sql`
    scope_clients as (
      select c.id, c.lessee_party_id, c.is_active from billing_clients as c
      where c.org_id = ${orgId} and ${clientFilter}
    ),
    roots as (
      select distinct sc.id as client_id, l.location_id as site_id
      from scope_clients as sc
      inner join leases as l on l.org_id = ${orgId} and l.lessee_party_id = sc.lessee_party_id
      where l.status_id = ${LeaseStatus.Active} and l.location_id is not null
    ),
    tree(client_id, site_id, location_id, depth) as (
      select client_id, site_id, site_id, 0 from roots
      union all
      select tree.client_id, tree.site_id, loc.id, tree.depth + 1
      from tree inner join locations as loc on loc.org_id = ${orgId} and loc.parent_id = tree.location_id
      where tree.depth < ${MAX_DEPTH}
    ),
    placed as (
      select distinct on (client_id, location_id) client_id, site_id, location_id
      from tree order by client_id, location_id, depth
    ),
    billed_rules as (
      select distinct on (sc.id, r.category_id) sc.id as client_id, r.category_id, r.charge_code_id
      from scope_clients as sc
      inner join billing_rules as r on r.org_id = ${orgId}
        and (r.client_id = sc.id or (r.client_id is null and sc.is_active))
      inner join charge_codes as cc on cc.id = r.charge_code_id and cc.org_id = ${orgId}
      where r.is_active and r.source_id = ${BillingRuleSource.ActiveAssets} and r.category_id is not null
        and cc.effective_from <= ${last}::date and (cc.effective_to is null or cc.effective_to >= ${first}::date)
      order by sc.id, r.category_id, (r.client_id is null), r.id
    ),
    counts as (
      select p.client_id, p.site_id, a.category_id, min(br.charge_code_id) as charge_code_id,
        coalesce(sum(a.quantity) filter (
          where a.status_id = ${AssetStatus.Active} and br.category_id is not null), 0) as billed,
        coalesce(sum(a.quantity) filter (
          where a.verification_state in (${VerificationState.Verified}, ${VerificationState.Newly_Created})), 0)
          as found
      from placed as p
      inner join assets as a on a.org_id = ${orgId} and a.location_id = p.location_id
      left join billed_rules as br on br.client_id = p.client_id and br.category_id = a.category_id
      where a.category_id is not null
      group by p.client_id, p.site_id, a.category_id
    )`;
};

export type ComputedDifference = {
  clientId: number;
  siteId: number;
  categoryId: number;
  chargeCodeId: number | null;
  billed: number;
  found: number;
};

/** Every client × site × category of the scope whose billed and found quantities differ, in one query. */
export const computeReconDifferences = async (
  db: Db | Tx,
  scope: ReconScope,
): Promise<ComputedDifference[]> => {
  const rows = rowsOf<{
    client_id: number;
    site_id: number;
    category_id: number;
    charge_code_id: number | null;
    billed: number;
    found: number;
  }>(
    await db.execute(sql`
      with recursive ${reconCtes(scope)}
      select client_id, site_id, category_id, charge_code_id, billed::int as billed, found::int as found
      from counts where billed <> found
      order by client_id, site_id, category_id`),
  );
  return rows.map((r) => ({
    clientId: Number(r.client_id),
    siteId: Number(r.site_id),
    categoryId: Number(r.category_id),
    chargeCodeId: r.charge_code_id === null ? null : Number(r.charge_code_id),
    billed: Number(r.billed),
    found: Number(r.found),
  }));
};

/** How many sites the scope's clients have, and how many assets (of any state) are recorded at them. */
export const reconScopeCounts = async (
  db: Db | Tx,
  scope: ReconScope,
): Promise<{ sites: number; assets: number }> => {
  const [row] = rowsOf<{ sites: number; assets: number }>(
    await db.execute(sql`
      with recursive ${reconCtes(scope)}
      select (select count(*)::int from roots) as sites,
        (select count(*)::int from placed as p
          inner join assets as a on a.org_id = ${scope.orgId} and a.location_id = p.location_id) as assets`),
  );
  return { sites: Number(row?.sites ?? 0), assets: Number(row?.assets ?? 0) };
};
