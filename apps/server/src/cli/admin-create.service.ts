import { eq, sql } from "drizzle-orm";
import type { EnvironmentKindValue, OrganisationTypeValue } from "@fieldstead/domain";
import type { Db } from "../db/client.ts";
import { employees, organisations } from "../db/schema/index.ts";
import { createRoleFromTemplate } from "../seed/catalogue.seed.ts";
import { ADMINISTRATOR } from "../seed/role-templates.ts";
import { hashPassword } from "../modules/auth/password.ts";

export type NewAdministrator = {
  organisation: { name: string; environment: EnvironmentKindValue; orgType: OrganisationTypeValue };
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

/** Creates the organisation (when new), its Administrator role and the account, in one transaction. */
export const createAdministrator = async (
  db: Db,
  input: NewAdministrator,
): Promise<{ employeeId: number; createdOrganisation: boolean }> => {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(sql`lower(${employees.email})`, input.email.toLowerCase()));
    if (taken.length > 0) throw new Error(`an account with the e-mail ${input.email} already exists`);
    let [org] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, input.organisation.name));
    const createdOrganisation = !org;
    if (!org) {
      [org] = await tx.insert(organisations).values(input.organisation).returning({ id: organisations.id });
    }
    if (!org) throw new Error("the organisation could not be created");
    const roleId = await createRoleFromTemplate(tx, org.id, ADMINISTRATOR);
    const [employee] = await tx
      .insert(employees)
      .values({
        orgId: org.id,
        roleId,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        isAdvancedUser: true,
      })
      .returning({ id: employees.id });
    if (!employee) throw new Error("the account could not be created");
    return { employeeId: employee.id, createdOrganisation };
  });
};
