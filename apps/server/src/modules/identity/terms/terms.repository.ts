import { and, desc, eq, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, organisations, termsVersions } from "../../../db/schema/index.ts";

export type TermsVersionRow = {
  version: number;
  bodyMarkdown: string;
  publishedAt: Date;
  /** The publisher's full name, while they are still a person of the organisation. */
  publishedBy: string | null;
};

export type TermsAcceptanceRow = {
  isCookiesSaved: boolean;
  termsAcceptedVersion: number;
  termsAcceptedAt: Date | null;
};

/** The organisation's latest published version number, or null when it never published. */
export const findLatestVersionNumber = async (db: Db | Tx, orgId: number): Promise<number | null> =>
  (
    await db
      .select({ latest: max(termsVersions.version) })
      .from(termsVersions)
      .where(eq(termsVersions.orgId, orgId))
  )[0]?.latest ?? null;

/** The organisation's latest published terms, or undefined when it never published. */
export const findLatestTerms = async (db: Db, orgId: number): Promise<TermsVersionRow | undefined> =>
  (
    await db
      .select({
        version: termsVersions.version,
        bodyMarkdown: termsVersions.bodyMarkdown,
        publishedAt: termsVersions.publishedAt,
        publishedBy: sql<
          string | null
        >`nullif(trim(${employees.firstName} || ' ' || ${employees.lastName}), '')`,
      })
      .from(termsVersions)
      .leftJoin(
        employees,
        and(eq(employees.id, termsVersions.publishedBy), eq(employees.orgId, termsVersions.orgId)),
      )
      .where(eq(termsVersions.orgId, orgId))
      .orderBy(desc(termsVersions.version))
      .limit(1)
  )[0];

/** Holds the organisation's row until the transaction ends, so two publications never take the same number. */
export const lockOrganisation = async (tx: Tx, orgId: number): Promise<void> => {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for("update");
};

export const insertTermsVersion = async (
  tx: Tx,
  values: { orgId: number; version: number; bodyMarkdown: string; publishedAt: Date; publishedBy: number },
): Promise<void> => {
  await tx.insert(termsVersions).values(values);
};

/** The person's acceptance as kept: whether it stands, the version and the first acceptance time. */
export const findAcceptance = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<TermsAcceptanceRow | undefined> =>
  (
    await db
      .select({
        isCookiesSaved: employees.isCookiesSaved,
        termsAcceptedVersion: employees.termsAcceptedVersion,
        termsAcceptedAt: employees.termsAcceptedAt,
      })
      .from(employees)
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .limit(1)
  )[0];
