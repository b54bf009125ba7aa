import { and, eq, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, organisations, roles, termsVersions } from "../../../db/schema/index.ts";

export type InviteRole = { id: number; name: string; enabled: boolean };

/** A person as invitations and activation see them. */
export type InvitePerson = {
  employeeId: number;
  orgId: number;
  orgName: string;
  email: string;
  firstName: string;
  lastName: string;
  isEnabled: boolean;
  roleEnabled: boolean;
  activatedAt: Date | null;
};

const personColumns = {
  employeeId: employees.id,
  orgId: employees.orgId,
  orgName: organisations.name,
  email: employees.email,
  firstName: employees.firstName,
  lastName: employees.lastName,
  isEnabled: employees.enabled,
  roleEnabled: roles.enabled,
  activatedAt: employees.activatedAt,
};

/** Whether any organisation's person has this address (addresses are one account each, any case). */
export const isEmailTaken = async (db: Db | Tx, email: string): Promise<boolean> =>
  (
    await db
      .select({ id: employees.id })
      .from(employees)
      .where(sql`lower(${employees.email}) = lower(${email})`)
      .limit(1)
  ).length > 0;

/** A role of the organisation, held (FOR SHARE) so that it cannot be disabled while someone is invited to it. */
export const findInviteRole = async (
  tx: Tx,
  orgId: number,
  roleId: number,
): Promise<InviteRole | undefined> =>
  (
    await tx
      .select({ id: roles.id, name: roles.name, enabled: roles.enabled })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
      .limit(1)
      .for("share")
  )[0];

/** The organisation's roles, for naming one by its name. */
export const listInviteRoles = (db: Db, orgId: number): Promise<InviteRole[]> =>
  db
    .select({ id: roles.id, name: roles.name, enabled: roles.enabled })
    .from(roles)
    .where(eq(roles.orgId, orgId));

/** A new person without a password: Invited until the invitation is accepted. */
export const insertInvitedPerson = async (
  tx: Tx,
  person: {
    orgId: number;
    roleId: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    at: Date;
  },
): Promise<number> => {
  const [row] = await tx
    .insert(employees)
    .values({
      orgId: person.orgId,
      roleId: person.roleId,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      passwordHash: null,
      invitedAt: person.at,
      activatedAt: null,
      createdAt: person.at,
      updatedAt: person.at,
    })
    .returning({ id: employees.id });
  if (!row) throw new Error("the invited person was not kept");
  return row.id;
};

/** A person, of the organisation when `orgId` is given (another organisation's person is not found). */
export const findInvitePerson = async (
  db: Db | Tx,
  employeeId: number,
  orgId?: number,
): Promise<InvitePerson | undefined> =>
  (
    await db
      .select(personColumns)
      .from(employees)
      .innerJoin(organisations, eq(organisations.id, employees.orgId))
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(and(eq(employees.id, employeeId), orgId === undefined ? undefined : eq(employees.orgId, orgId)))
      .limit(1)
  )[0];

export const markInvited = async (db: Db, orgId: number, employeeId: number, at: Date): Promise<void> => {
  await db
    .update(employees)
    .set({ invitedAt: at, updatedAt: at })
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)));
};

/** The organisation's latest terms version, or null when it has published none. */
export const latestTermsVersion = async (db: Db | Tx, orgId: number): Promise<number | null> =>
  (
    await db
      .select({ latest: max(termsVersions.version) })
      .from(termsVersions)
      .where(eq(termsVersions.orgId, orgId))
  )[0]?.latest ?? null;

/**
 * The invitation accepted: the password, the activation and the terms accepted, written only while the person is
 * still Invited and enabled; false when not (a second activation, or disabled meanwhile).
 */
export const activatePerson = async (
  tx: Tx,
  employeeId: number,
  values: { passwordHash: string; at: Date; termsVersion: number },
): Promise<boolean> => {
  const rows = await tx
    .update(employees)
    .set({
      passwordHash: values.passwordHash,
      activatedAt: values.at,
      termsAcceptedAt: values.at,
      termsAcceptedVersion: values.termsVersion,
      isCookiesSaved: true,
      updatedAt: values.at,
    })
    .where(
      and(eq(employees.id, employeeId), sql`${employees.activatedAt} is null`, eq(employees.enabled, true)),
    )
    .returning({ id: employees.id });
  return rows.length === 1;
};
