import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { employees, organisations, roles } from "../../db/schema/index.ts";

export type AccountRow = {
  employeeId: number;
  userId: string;
  orgId: number;
  roleId: number;
  email: string;
  /** Null for an invited person who has not set a password yet. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  enabled: boolean;
  isCookiesSaved: boolean;
  termsAcceptedAt: Date | null;
  /** The terms version last accepted (0: never). */
  termsAcceptedVersion: number;
  isAdvancedUser: boolean;
  profilePicturePath: string | null;
  activeLang: number;
  timeZoneOffset: string;
  orgName: string;
  logoPath: string | null;
  roleName: string;
  roleEnabled: boolean;
};

const accountColumns = {
  employeeId: employees.id,
  userId: employees.userId,
  orgId: employees.orgId,
  roleId: employees.roleId,
  email: employees.email,
  passwordHash: employees.passwordHash,
  firstName: employees.firstName,
  lastName: employees.lastName,
  enabled: employees.enabled,
  isCookiesSaved: employees.isCookiesSaved,
  termsAcceptedAt: employees.termsAcceptedAt,
  termsAcceptedVersion: employees.termsAcceptedVersion,
  isAdvancedUser: employees.isAdvancedUser,
  profilePicturePath: employees.profilePicturePath,
  activeLang: employees.activeLang,
  timeZoneOffset: employees.timeZoneOffset,
  orgName: organisations.name,
  logoPath: organisations.logoPath,
  roleName: roles.name,
  roleEnabled: roles.enabled,
};

const accountQuery = (db: Db) =>
  db
    .select(accountColumns)
    .from(employees)
    .innerJoin(organisations, eq(organisations.id, employees.orgId))
    .innerJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.orgId, employees.orgId)));

export const findAccountByEmail = async (db: Db, email: string): Promise<AccountRow | undefined> =>
  (
    await accountQuery(db)
      .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

export const findAccountById = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<AccountRow | undefined> =>
  (
    await accountQuery(db)
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .limit(1)
  )[0];
