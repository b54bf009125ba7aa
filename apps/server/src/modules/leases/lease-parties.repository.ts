import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { leaseParties, leases } from "../../db/schema/index.ts";
import { escapeLike } from "../../lib/list-query.filters.ts";

export type LeasePartyOption = { Id: number; Name: string; LeaseCount: number };

/**
 * The party records of these names, created when the organisation has none of that name in any case: answers
 * each name's party id by its lower-cased name. A name another transaction is adding waits for it, then reuses it.
 */
export const partyIdsOf = async (
  tx: Tx,
  orgId: number,
  names: readonly string[],
): Promise<Map<string, number>> => {
  const distinct = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  await tx
    .insert(leaseParties)
    .values(distinct.map((name) => ({ orgId, name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: leaseParties.id, key: sql<string>`lower(${leaseParties.name})` })
    .from(leaseParties)
    .where(
      and(
        eq(leaseParties.orgId, orgId),
        inArray(
          sql`lower(${leaseParties.name})`,
          distinct.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.key, r.id]));
};

/** How many of the organisation's leases name each of these parties, as lessor or lessee (counted in SQL). */
const leaseCounts = async (db: Db, orgId: number, partyIds: number[]): Promise<Map<number, number>> => {
  if (partyIds.length === 0) return new Map();
  const ids = sql.param(partyIds);
  const result = (await db.execute(sql`
    select party, count(*)::int as n from (
      select lessor_party_id as party from ${leases}
      where org_id = ${orgId} and lessor_party_id = any(${ids}::int[])
      union all
      select lessee_party_id from ${leases}
      where org_id = ${orgId} and lessee_party_id = any(${ids}::int[])
        and lessee_party_id is distinct from lessor_party_id
    ) as named
    group by party`)) as unknown as { rows: { party: number; n: number }[] };
  return new Map(result.rows.map((r) => [Number(r.party), Number(r.n)]));
};

/** The organisation's parties whose name holds the text (any case), by name, each with its number of leases. */
export const findParties = async (
  db: Db,
  orgId: number,
  search: string,
  limit: number,
): Promise<LeasePartyOption[]> => {
  const parties = await db
    .select({ id: leaseParties.id, name: leaseParties.name })
    .from(leaseParties)
    .where(
      and(
        eq(leaseParties.orgId, orgId),
        search ? ilike(leaseParties.name, `%${escapeLike(search)}%`) : undefined,
      ),
    )
    .orderBy(sql`lower(${leaseParties.name})`, asc(leaseParties.id))
    .limit(limit);
  const counts = await leaseCounts(
    db,
    orgId,
    parties.map((p) => p.id),
  );
  return parties.map((p) => ({ Id: p.id, Name: p.name, LeaseCount: counts.get(p.id) ?? 0 }));
};
