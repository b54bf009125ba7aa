import { and, asc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { ProjectManagerOption } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, locations, projects } from "../../db/schema/index.ts";

export type ProjectFields = {
  code: string;
  name: string;
  description: string | null;
  status: string;
  locationId: number | null;
  managerId: number | null;
  startDate: string | null;
  endDate: string | null;
};

/**
 * Serialises the writes of one organisation's project codes: the table has no unique index on the code, so
 * two people saving the same code at once wait for each other and the second sees the first.
 */
export const lockProjectCodes = async (tx: Tx, orgId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('project-codes'), ${orgId})`);
};

/** Another project of the organisation with this code, any case. */
export const codeTaken = async (tx: Tx, orgId: number, code: string, exceptId?: number): Promise<boolean> => {
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.orgId, orgId),
        sql`lower(${projects.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(projects.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

export const locationName = async (db: Db | Tx, orgId: number, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), eq(locations.id, id)));
  return row?.name ?? null;
};

export const employeeName = async (db: Db | Tx, orgId: number, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), eq(employees.id, id)));
  return row ? `${row.first} ${row.last}` : null;
};

export const insertProject = async (tx: Tx, orgId: number, fields: ProjectFields): Promise<number> => {
  const [row] = await tx
    .insert(projects)
    .values({ orgId, ...fields })
    .returning({ id: projects.id });
  return row!.id;
};

export const updateProjectRow = async (
  tx: Tx,
  orgId: number,
  id: number,
  fields: Partial<ProjectFields> & { archived?: boolean },
): Promise<void> => {
  await tx
    .update(projects)
    .set(fields)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, id)));
};

/** The organisation's enabled employees whose name or e-mail holds the text, by name. */
export const searchEmployees = (
  db: Db,
  orgId: number,
  search: string,
  limit: number,
): Promise<ProjectManagerOption[]> => {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const name = sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`;
  return db
    .select({ Id: employees.id, Name: name, Email: employees.email })
    .from(employees)
    .where(
      and(
        eq(employees.orgId, orgId),
        eq(employees.enabled, true),
        search ? or(ilike(name, pattern), ilike(employees.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id))
    .limit(limit);
};
