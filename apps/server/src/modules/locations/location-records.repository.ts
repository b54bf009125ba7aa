import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { idIn, lowerIn } from "../../lib/sql-lists.ts";
import { locations } from "../../db/schema/index.ts";
import { LOCATION_COLUMNS } from "./locations.repository.ts";

/** A location row as the write use cases read it. */
export type LocationRecord = typeof locations.$inferSelect;
export type LocationInsert = Omit<typeof locations.$inferInsert, "id" | "searchText">;
export type LocationPatch = Partial<
  Omit<LocationInsert, "orgId" | "createdById" | "createdAt"> & { updatedAt: Date }
>;

/** Every column of a location. */
const RECORD = {
  ...LOCATION_COLUMNS,
  orgId: locations.orgId,
  postalCode: locations.postalCode,
  description: locations.description,
  createdById: locations.createdById,
  updatedById: locations.updatedById,
  createdAt: locations.createdAt,
  searchText: locations.searchText,
};

/** The organisation's locations with these ids (those of another organisation are simply not found). */
export const findLocations = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<LocationRecord[]> =>
  ids.length === 0
    ? []
    : db
        .select(RECORD)
        .from(locations)
        .where(and(eq(locations.orgId, orgId), idIn(locations.id, ids)));

export const findLocation = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<LocationRecord | undefined> => (await findLocations(db, orgId, [id]))[0];

/** The organisation's locations with these codes, any case. */
export const findLocationsByCode = async (
  db: Db | Tx,
  orgId: number,
  codes: readonly string[],
): Promise<LocationRecord[]> => {
  const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (lower.length === 0) return [];
  return db
    .select(RECORD)
    .from(locations)
    .where(and(eq(locations.orgId, orgId), lowerIn(locations.code, lower)));
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The highest number after each stem among the organisation's codes ('DTC-' → 7 when DTC-07 is the highest
 * site code numbered so; stems compare in any case). A stem no code is numbered after is left out.
 */
export const highestNumbersAfter = async (
  db: Db | Tx,
  orgId: number,
  stems: readonly string[],
): Promise<{ stem: string; top: number }[]> => {
  if (stems.length === 0) return [];
  const patterns = stems.map((s) => `${escapeLike(s.toLowerCase())}%`);
  const result = (await db.execute(sql`
    select s.stem, max(substr(l.code, char_length(s.stem) + 1)::numeric)::text as top
    from unnest(${sql.param([...stems])}::text[], ${sql.param(patterns)}::text[]) as s(stem, pattern)
    join ${locations} l
      on l.org_id = ${orgId} and lower(l.code) like s.pattern
      and substr(l.code, char_length(s.stem) + 1) ~ '^[0-9]+$'
    group by s.stem`)) as unknown as { rows: { stem: string; top: string }[] };
  return result.rows.map((r) => ({ stem: r.stem, top: Number(r.top) }));
};

/**
 * Locks these stems of the organisation's codes until the transaction ends (a transaction-level advisory
 * lock each, taken in one order so two writers never wait on each other).
 */
export const lockCodeStems = async (tx: Tx, orgId: number, stems: readonly string[]): Promise<void> => {
  if (stems.length === 0) return;
  const keys = [...new Set(stems.map((s) => s.toLowerCase()))];
  await tx.execute(sql`
    select pg_advisory_xact_lock(${orgId}::int, k)
    from (select distinct hashtext(s) as k from unnest(${sql.param(keys)}::text[]) as s) keys
    order by k`);
};

export const insertLocations = async (
  tx: Tx,
  rows: readonly LocationInsert[],
): Promise<{ id: number; code: string }[]> =>
  rows.length === 0
    ? []
    : tx
        .insert(locations)
        .values([...rows])
        .returning({ id: locations.id, code: locations.code });

export const updateLocations = async (
  tx: Tx,
  orgId: number,
  ids: readonly number[],
  patch: LocationPatch,
): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(locations)
    .set(patch)
    .where(and(eq(locations.orgId, orgId), inArray(locations.id, [...ids])));
};

export const deleteLocationRows = async (tx: Tx, orgId: number, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx.delete(locations).where(and(eq(locations.orgId, orgId), inArray(locations.id, [...ids])));
};

/** How many direct sub-locations each of these locations has. */
export const countChildren = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parentId: locations.parentId, n: sql<number>`count(*)::int` })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), inArray(locations.parentId, [...ids])))
    .groupBy(locations.parentId);
  return new Map(rows.map((r) => [r.parentId ?? 0, Number(r.n)]));
};

/**
 * The ids of a location and every location below it, as a subquery (`x in (…)`). The hierarchy is at most
 * four levels deep, so the recursion is short; each step reads the (org, parent) index.
 */
export const subtreeIdsSql = (orgId: number, rootId: number): SQL =>
  sql`with recursive tree(id) as (
    select ${locations.id} from ${locations} where ${locations.orgId} = ${orgId} and ${locations.id} = ${rootId}
    union all
    select l.id from ${locations} as l inner join tree on l.parent_id = tree.id where l.org_id = ${orgId}
  ) select id from tree`;

/** Rows of a raw statement, whichever driver ran it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
