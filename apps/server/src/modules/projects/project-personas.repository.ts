import { and, asc, eq, sql } from "drizzle-orm";
import type { ProjectPersonaValue } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, projectPersonas } from "../../db/schema/index.ts";

export type PersonaRaw = {
  id: number;
  employeeId: number;
  employeeName: string;
  email: string;
  persona: ProjectPersonaValue;
  createdAt: Date;
};

/** A project's people, by part (in the order of the list of parts) and then by name. */
export const listPersonas = async (
  db: Db | Tx,
  orgId: number,
  projectId: number,
  order: readonly ProjectPersonaValue[],
): Promise<PersonaRaw[]> => {
  const rank = sql`array_position(array[${sql.join(
    order.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[], ${projectPersonas.persona})`;
  return (await db
    .select({
      id: projectPersonas.id,
      employeeId: projectPersonas.employeeId,
      employeeName: sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`,
      email: employees.email,
      persona: projectPersonas.persona,
      createdAt: projectPersonas.createdAt,
    })
    .from(projectPersonas)
    .innerJoin(employees, eq(employees.id, projectPersonas.employeeId))
    .where(and(eq(projectPersonas.orgId, orgId), eq(projectPersonas.projectId, projectId)))
    .orderBy(
      rank,
      asc(employees.firstName),
      asc(employees.lastName),
      asc(projectPersonas.id),
    )) as PersonaRaw[];
};

/** The organisation's enabled employee, or undefined. */
export const enabledEmployee = async (
  tx: Tx,
  orgId: number,
  id: number,
): Promise<{ id: number; name: string } | undefined> => {
  const [row] = await tx
    .select({ id: employees.id, name: sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})` })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), eq(employees.id, id), eq(employees.enabled, true)));
  return row;
};

/** Adds a part; false when the employee already plays it in the project. */
export const insertPersona = async (
  tx: Tx,
  row: { orgId: number; projectId: number; employeeId: number; persona: ProjectPersonaValue; at: Date },
): Promise<boolean> => {
  const written = await tx
    .insert(projectPersonas)
    .values({
      orgId: row.orgId,
      projectId: row.projectId,
      employeeId: row.employeeId,
      persona: row.persona,
      createdAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ id: projectPersonas.id });
  return written.length > 0;
};

/** Removes one part of a project; the removed row, or undefined when the project has no such part. */
export const deletePersona = async (
  tx: Tx,
  orgId: number,
  projectId: number,
  id: number,
): Promise<{ employeeId: number; persona: string } | undefined> => {
  const [row] = await tx
    .delete(projectPersonas)
    .where(
      and(
        eq(projectPersonas.orgId, orgId),
        eq(projectPersonas.projectId, projectId),
        eq(projectPersonas.id, id),
      ),
    )
    .returning({ employeeId: projectPersonas.employeeId, persona: projectPersonas.persona });
  return row;
};
