import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** A location of the organisation with the ids of every place under it (itself included). */
export type LocationSubtree = { name: string; ids: number[] };

/**
 * The location and everything under it in the parent_id tree, within the organisation only; null when the
 * organisation has no location with that id. The walk never leaves the organisation, even through a stray link.
 */
export const findLocationSubtree = async (
  db: Db,
  orgId: number,
  locationId: number,
): Promise<LocationSubtree | null> => {
  const result = await db.execute(sql`
    with recursive under (id) as (
      select id from locations where org_id = ${orgId} and id = ${locationId}
      union
      select l.id from locations l join under u on l.parent_id = u.id where l.org_id = ${orgId}
    )
    select (select name from locations where org_id = ${orgId} and id = ${locationId}) as name,
           coalesce(array_agg(id order by id), '{}') as ids
    from under`);
  const row = (result as unknown as { rows: { name: string | null; ids: (number | string)[] }[] }).rows[0];
  if (!row?.name) return null;
  return { name: row.name, ids: row.ids.map(Number) };
};

/** The organisation's name. */
export const findOrganisationName = async (db: Db, orgId: number): Promise<string> => {
  const result = await db.execute(sql`select name from organisations where id = ${orgId}`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? "";
};

/** An employee's full name, when the employee is the organisation's. */
export const findEmployeeName = async (db: Db, orgId: number, employeeId: number): Promise<string | null> => {
  const result = await db.execute(
    sql`select first_name || ' ' || last_name as name from employees where org_id = ${orgId} and id = ${employeeId}`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? null;
};
