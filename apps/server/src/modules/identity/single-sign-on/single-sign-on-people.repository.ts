import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { employees, roles } from "../../../db/schema/index.ts";

/** The person with an e-mail address, in whichever organisation (an address is one account product-wide). */
export const findPersonByEmail = async (db: Db, email: string) =>
  (
    await db
      .select({
        employeeId: employees.id,
        orgId: employees.orgId,
        enabled: employees.enabled,
        roleEnabled: roles.enabled,
        activatedAt: employees.activatedAt,
      })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

/** A person created at their first single sign-on: no password, active at once. */
export const insertSignedOnPerson = async (
  db: Db,
  person: { orgId: number; roleId: number; email: string; firstName: string; lastName: string; at: Date },
): Promise<void> => {
  await db
    .insert(employees)
    .values({
      orgId: person.orgId,
      roleId: person.roleId,
      email: person.email,
      passwordHash: null,
      firstName: person.firstName,
      lastName: person.lastName,
      activatedAt: person.at,
      createdAt: person.at,
      updatedAt: person.at,
    })
    // Two callbacks of one new person at once: the second finds the first's row.
    .onConflictDoNothing();
};

/** An invited person who signs on has proven their address as the invitation link would: they are active. */
export const markActivated = async (db: Db, orgId: number, employeeId: number, at: Date): Promise<void> => {
  await db
    .update(employees)
    .set({ activatedAt: at, updatedAt: at })
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId), isNull(employees.activatedAt)));
};
