import { and, eq, sql } from "drizzle-orm";
import { LeaseStatus } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { leaseParties, leases, locations } from "../../db/schema/index.ts";
import type { LeaseColumns } from "../leases/leases.service.ts";
import { lowerIn } from "../../lib/sql-lists.ts";

/** The organisation's locations whose code is one of these (any case). */
export const findLocationsByCode = async (db: Db | Tx, orgId: number, codes: readonly string[]) => {
  if (codes.length === 0) return [];
  return db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), lowerIn(locations.code, codes)));
};

/** Which of these lease numbers the organisation's leases already have, lower-cased (numbers match in any case). */
export const takenLeaseNumbers = async (
  db: Db | Tx,
  orgId: number,
  numbers: readonly string[],
): Promise<string[]> => {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ key: sql<string>`lower(${leases.leaseNumber})` })
    .from(leases)
    .where(and(eq(leases.orgId, orgId), lowerIn(leases.leaseNumber, numbers)));
  return rows.map((r) => r.key);
};

/**
 * The party records of these names, created when the organisation has none of that name in any case (a name
 * another transaction is adding waits for it, then is reused): each name's party id by its lower-cased name.
 */
export const upsertParties = async (
  tx: Tx,
  orgId: number,
  names: readonly string[],
): Promise<Map<string, number>> => {
  // The first spelling of a name is the one kept.
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  const distinct = [...byKey.values()];
  if (distinct.length === 0) return new Map();
  await tx.execute(sql`
    insert into ${leaseParties} (org_id, name)
    select ${orgId}, name from unnest(${sql.param(distinct)}::text[]) as t(name)
    on conflict do nothing`);
  const rows = await tx
    .select({ id: leaseParties.id, key: sql<string>`lower(${leaseParties.name})` })
    .from(leaseParties)
    .where(and(eq(leaseParties.orgId, orgId), lowerIn(leaseParties.name, distinct)));
  return new Map(rows.map((r) => [r.key, r.id]));
};

/** A lease as an import writes it: a Draft, with its parties, by the importer (no area or notice of its own). */
export type ImportedLeaseValues = Omit<LeaseColumns, "areaSqm" | "noticeMonths"> & { leaseNumber: string };

/** Writes leases in one statement; answers each one's id, in the order given. */
export const insertImportedLeases = async (
  tx: Tx,
  who: { orgId: number; employeeId: number; at: Date },
  rows: readonly ImportedLeaseValues[],
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const written = await tx
    .insert(leases)
    .values(
      rows.map((row) => ({
        ...row,
        orgId: who.orgId,
        statusId: LeaseStatus.Draft,
        createdById: who.employeeId,
        updatedById: who.employeeId,
        createdAt: who.at,
        updatedAt: who.at,
      })),
    )
    .returning({ id: leases.id, number: leases.leaseNumber });
  const ids = new Map(written.map((r) => [r.number, r.id]));
  return rows.map((row) => ids.get(row.leaseNumber)!);
};
