import { and, arrayOverlaps, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { SsoProviderKindValue } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { employees, organisations, roles, ssoConnections, ssoLogins } from "../../../db/schema/index.ts";

export type SsoConnectionRow = {
  orgId: number;
  kind: SsoProviderKindValue;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecretEncrypted: string;
  allowedDomains: string[];
  enabled: boolean;
  jitRoleId: number | null;
  updatedAt: Date;
};

const connectionColumns = {
  orgId: ssoConnections.orgId,
  kind: ssoConnections.kind,
  displayName: ssoConnections.displayName,
  issuerUrl: ssoConnections.issuerUrl,
  clientId: ssoConnections.clientId,
  clientSecretEncrypted: ssoConnections.clientSecretEncrypted,
  allowedDomains: ssoConnections.allowedDomains,
  enabled: ssoConnections.enabled,
  jitRoleId: ssoConnections.jitRoleId,
  updatedAt: ssoConnections.updatedAt,
};

export const findConnection = async (db: Db, orgId: number): Promise<SsoConnectionRow | undefined> =>
  (
    await db.select(connectionColumns).from(ssoConnections).where(eq(ssoConnections.orgId, orgId)).limit(1)
  )[0];

/** The enabled connection that allows an e-mail domain, with its organisation's name and logo. */
export const findEnabledConnectionByDomain = async (db: Db, domain: string) =>
  (
    await db
      .select({ ...connectionColumns, orgName: organisations.name, logoPath: organisations.logoPath })
      .from(ssoConnections)
      .innerJoin(organisations, eq(organisations.id, ssoConnections.orgId))
      .where(and(eq(ssoConnections.enabled, true), sql`${domain} = any(${ssoConnections.allowedDomains})`))
      .orderBy(asc(ssoConnections.orgId))
      .limit(1)
  )[0];

/** Which of `domains` another organisation's connection already allows. */
export const domainsClaimedElsewhere = async (
  db: Db,
  orgId: number,
  domains: string[],
): Promise<string[]> => {
  const rows = await db
    .select({ allowedDomains: ssoConnections.allowedDomains })
    .from(ssoConnections)
    .where(and(ne(ssoConnections.orgId, orgId), arrayOverlaps(ssoConnections.allowedDomains, domains)));
  const claimed = new Set(rows.flatMap((r) => r.allowedDomains));
  return domains.filter((d) => claimed.has(d));
};

/** Which of `domains` are the domains of another organisation's people. */
export const domainsOfOtherPeople = async (db: Db, orgId: number, domains: string[]): Promise<string[]> => {
  const domainOfEmail = sql<string>`lower(split_part(${employees.email}, '@', 2))`;
  const rows = await db
    .selectDistinct({ domain: domainOfEmail })
    .from(employees)
    .where(and(ne(employees.orgId, orgId), inArray(domainOfEmail, domains)));
  return rows.map((r) => r.domain);
};

export const saveConnection = async (
  db: Db,
  row: Omit<SsoConnectionRow, "updatedAt">,
  at: Date,
): Promise<void> => {
  const { orgId: _orgId, ...values } = row;
  await db
    .insert(ssoConnections)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({ target: ssoConnections.orgId, set: { ...values, updatedAt: at } });
};

export const listRoles = (db: Db, orgId: number) =>
  db
    .select({ id: roles.id, name: roles.name, enabled: roles.enabled })
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(asc(roles.name));

export const insertSsoLogin = async (
  db: Db,
  row: {
    state: string;
    orgId: number;
    nonce: string;
    codeVerifier: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> => {
  await db.insert(ssoLogins).values(row);
};

/** Sign-ins whose time ran out before `before` are of no use any more. */
export const deleteSsoLoginsExpiredBefore = async (db: Db, before: Date): Promise<void> => {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, before));
};

export const findSsoLogin = async (db: Db, state: string) =>
  (
    await db
      .select({
        state: ssoLogins.state,
        orgId: ssoLogins.orgId,
        expiresAt: ssoLogins.expiresAt,
        validationTokenHash: ssoLogins.validationTokenHash,
      })
      .from(ssoLogins)
      .where(eq(ssoLogins.state, state))
      .limit(1)
  )[0];

/**
 * Takes a sign-in for its one callback: the token's hash is written at once, so a second callback with the same
 * state finds it taken. Answers the nonce and verifier, or undefined when it was taken or has expired.
 */
export const claimSsoLogin = async (db: Db, state: string, tokenHash: string, now: Date) =>
  (
    await db
      .update(ssoLogins)
      .set({ validationTokenHash: tokenHash })
      .where(
        and(eq(ssoLogins.state, state), isNull(ssoLogins.validationTokenHash), gt(ssoLogins.expiresAt, now)),
      )
      .returning({ orgId: ssoLogins.orgId, nonce: ssoLogins.nonce, codeVerifier: ssoLogins.codeVerifier })
  )[0];

/** The provider vouched for `email`: the token may now be used until `expiresAt`. */
export const setVerifiedEmail = async (
  db: Db,
  state: string,
  email: string,
  expiresAt: Date,
): Promise<void> => {
  await db.update(ssoLogins).set({ verifiedEmail: email, expiresAt }).where(eq(ssoLogins.state, state));
};

/** Uses a ValidationToken once, in the browser whose state cookie started its sign-in. */
export const useValidationToken = async (db: Db, tokenHash: string, state: string, now: Date) =>
  (
    await db
      .update(ssoLogins)
      .set({ usedAt: now })
      .where(
        and(
          eq(ssoLogins.validationTokenHash, tokenHash),
          eq(ssoLogins.state, state),
          isNull(ssoLogins.usedAt),
          isNotNull(ssoLogins.verifiedEmail),
          gt(ssoLogins.expiresAt, now),
        ),
      )
      .returning({ orgId: ssoLogins.orgId, verifiedEmail: ssoLogins.verifiedEmail })
  )[0];
