import { and, eq, sql } from "drizzle-orm";
import type { EnvironmentKindValue, OrganisationTypeValue } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { employees, organisations } from "../../db/schema/index.ts";

export type OrganisationSettings = {
  id: number;
  name: string;
  environment: EnvironmentKindValue;
  orgType: OrganisationTypeValue;
  countryIso: string;
  kmzFile: string | null;
  showChatBot: boolean;
  showAiLandingPage: boolean;
  dateFormat: string;
  dateTimeFormat: string;
};

export const findOrganisation = async (db: Db, orgId: number): Promise<OrganisationSettings | undefined> =>
  (
    await db
      .select({
        id: organisations.id,
        name: organisations.name,
        environment: organisations.environment,
        orgType: organisations.orgType,
        countryIso: organisations.countryIso,
        kmzFile: organisations.kmzFile,
        showChatBot: organisations.showChatBot,
        showAiLandingPage: organisations.showAiLandingPage,
        dateFormat: organisations.dateFormat,
        dateTimeFormat: organisations.dateTimeFormat,
      })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .limit(1)
  )[0];

/**
 * Saves the acceptance of the terms (or its withdrawal). An acceptance records the terms version accepted, never
 * lowering the one on record; a withdrawal keeps it, so the next prompt reads as an update.
 */
export const setCookiesSaved = async (
  db: Db,
  orgId: number,
  employeeId: number,
  value: boolean,
  acceptedVersion: number,
): Promise<boolean> => {
  const rows = await db
    .update(employees)
    .set({
      isCookiesSaved: value,
      // The first acceptance is kept: a later one (after the terms change) does not move it.
      ...(value
        ? {
            termsAcceptedAt: sql`coalesce(${employees.termsAcceptedAt}, now())`,
            termsAcceptedVersion: sql`greatest(${employees.termsAcceptedVersion}, ${acceptedVersion})`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
    .returning({ id: employees.id });
  return rows.length === 1;
};

export const updateEmployee = async (
  db: Db,
  orgId: number,
  employeeId: number,
  values: {
    enabled?: boolean;
    roleId?: number;
    firstName?: string;
    lastName?: string;
    phone?: string | null;
  },
): Promise<boolean> => {
  const rows = await db
    .update(employees)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
    .returning({ id: employees.id });
  return rows.length === 1;
};
