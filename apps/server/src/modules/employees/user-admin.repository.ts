import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  UserFilterType,
  type PersonStateValue,
  type UserListItem,
  type UsersOrRolesOrGroupsReply,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, organisations, roles, sessions } from "../../db/schema/index.ts";

export type UserListFilter = {
  search?: string | undefined;
  filterTypeId: number;
  roleId?: number | undefined;
  offset: number;
  limit: number;
};

export type OrgRole = { id: number; name: string; enabled: boolean };

const fullName = sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The latest sign-in of the employee: the newest session's start, whether it has ended or not. */
const lastSignIn = sql<
  Date | string | null
>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.employeeId} = ${employees.id})`;

/** The person's state, as `personStateOf` in domain: Disabled when not enabled, Invited with no password yet. */
const personState = sql<PersonStateValue>`(case when not ${employees.enabled} then 'Disabled' when ${employees.activatedAt} is null then 'Invited' else 'Active' end)`;

const userColumns = {
  EmployeeId: employees.id,
  FullName: fullName,
  email: employees.email,
  OrganizationName: organisations.name,
  RoleId: employees.roleId,
  RoleName: roles.name,
  IsEnabled: employees.enabled,
  LastSignIn: lastSignIn,
  State: personState,
};

type UserRow = Omit<UserListItem, "LastSignIn"> & { LastSignIn: Date | string | null };

const toItem = (row: UserRow): UserListItem => ({
  ...row,
  LastSignIn: row.LastSignIn === null ? null : new Date(row.LastSignIn).toISOString(),
});

const userFilter = (orgId: number, filter: UserListFilter): SQL | undefined => {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    eq(employees.orgId, orgId),
    pattern ? or(ilike(fullName, pattern), ilike(employees.email, pattern)) : undefined,
    filter.filterTypeId === UserFilterType.Enabled ? eq(employees.enabled, true) : undefined,
    filter.filterTypeId === UserFilterType.Disabled ? eq(employees.enabled, false) : undefined,
    filter.filterTypeId === UserFilterType.Invited
      ? and(eq(employees.enabled, true), isNull(employees.activatedAt))
      : undefined,
    filter.filterTypeId === UserFilterType.Active
      ? and(eq(employees.enabled, true), isNotNull(employees.activatedAt))
      : undefined,
    filter.roleId === undefined ? undefined : eq(employees.roleId, filter.roleId),
  );
};

/** One page of the organisation's users, by full name, and how many match in all. */
export const listUsers = async (
  db: Db,
  orgId: number,
  filter: UserListFilter,
): Promise<{ users: UserListItem[]; total: number }> => {
  const where = userFilter(orgId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select(userColumns)
      .from(employees)
      .innerJoin(organisations, eq(organisations.id, employees.orgId))
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(where)
      .orderBy(asc(fullName), asc(employees.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { users: rows.map(toItem), total: totals[0]?.total ?? 0 };
};

/** One user of the organisation; locked until the transaction ends when asked, so two changes queue. */
export const findUser = async (
  db: Db | Tx,
  orgId: number,
  employeeId: number,
  { lock = false } = {},
): Promise<UserListItem | undefined> => {
  const query = db
    .select(userColumns)
    .from(employees)
    .innerJoin(organisations, eq(organisations.id, employees.orgId))
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
    .limit(1);
  const [row] = await (lock ? query.for("update", { of: employees }) : query);
  return row ? toItem(row) : undefined;
};

/** A role of the organisation, held (FOR SHARE) so that it cannot be disabled while a user is moved to it. */
export const findOrgRole = async (tx: Tx, orgId: number, roleId: number): Promise<OrgRole | undefined> =>
  (
    await tx
      .select({ id: roles.id, name: roles.name, enabled: roles.enabled })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
      .limit(1)
      .for("share")
  )[0];

export const updateUser = async (
  tx: Tx,
  orgId: number,
  employeeId: number,
  values: { roleId?: number; enabled?: boolean },
  at: Date,
): Promise<void> => {
  await tx
    .update(employees)
    .set({ ...values, updatedAt: at })
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)));
};

/** The organisation's roles, by name. */
export const listRoles = (db: Db, orgId: number): Promise<UsersOrRolesOrGroupsReply["Roles"]> =>
  db
    .select({ RoleId: roles.id, RoleName: roles.name, IsEnabled: roles.enabled })
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(asc(roles.name), asc(roles.id));

/** The organisation's enabled users, by full name (pickers offer no one who cannot sign in). */
export const listUserPicks = (db: Db, orgId: number): Promise<UsersOrRolesOrGroupsReply["Users"]> =>
  db
    .select({ EmployeeId: employees.id, FullName: fullName, Email: employees.email })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), eq(employees.enabled, true)))
    .orderBy(asc(fullName), asc(employees.id));
