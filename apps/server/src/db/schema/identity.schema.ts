import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { IdentityTokenKindValue, SecondStepMethodValue, SsoProviderKindValue } from "@fieldstead/domain";
import { employees, roles } from "./employees.schema.ts";
import { organisations } from "./organisations.schema.ts";

/**
 * Single-use links sent by e-mail: an invitation (72 hours) or a password reset (60 minutes). Only the SHA-256 of
 * the token is kept, so a copy of the database opens no account.
 */
export const identityTokens = pgTable(
  "identity_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<IdentityTokenKindValue>().notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the link was used, or replaced by a newer one of the same kind: it never works again. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => employees.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("identity_tokens_hash_uq").on(t.tokenHash),
    index("identity_tokens_employee_idx").on(t.employeeId, t.kind),
    check("identity_tokens_kind_check", sql`${t.kind} in ('invitation','reset')`),
  ],
);

/** A sign-in waiting for its second step: the password was right, the code is still to come. */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    method: text("method").$type<SecondStepMethodValue>().notNull(),
    /** SHA-256 of the e-mailed code (null for an authenticator app). */
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("sign_in_challenges_employee_idx").on(t.employeeId),
    check("sign_in_challenges_method_check", sql`${t.method} in ('email','totp')`),
  ],
);

/** An authenticator app's recovery codes: each opens one sign-in, kept as SHA-256. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.codeHash] })],
);

/** A person's authenticator app (TOTP, RFC 6238): the secret encrypted with the server's key. */
export const authenticatorApps = pgTable("authenticator_apps", {
  employeeId: integer("employee_id")
    .primaryKey()
    .references(() => employees.id, { onDelete: "cascade" }),
  orgId: integer("org_id")
    .notNull()
    .references(() => organisations.id),
  secretEncrypted: text("secret_encrypted").notNull(),
  /** Null while being set up: only a code from the app confirms it. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail the portal sends; with no SMTP server configured this is the outbox the administrator reads. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id").references(() => organisations.id),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** What the mail is for (invitation, reset, code…), for the outbox's filter. */
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server took it; null when kept in the outbox only or not yet sent. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("mail_outbox_org_idx").on(t.orgId, t.id)],
);

/** An organisation's single sign-on connection: Microsoft Entra ID or any OpenID Connect provider. */
export const ssoConnections = pgTable(
  "sso_connections",
  {
    orgId: integer("org_id")
      .primaryKey()
      .references(() => organisations.id),
    kind: text("kind").$type<SsoProviderKindValue>().notNull(),
    displayName: text("display_name").notNull(),
    issuerUrl: text("issuer_url").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretEncrypted: text("client_secret_encrypted").notNull(),
    /** Lower-case e-mail domains whose people may sign in this way. */
    allowedDomains: text("allowed_domains")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean("enabled").notNull().default(true),
    /** Just-in-time creation: an unknown verified e-mail of an allowed domain becomes a person with this role. */
    jitRoleId: integer("jit_role_id").references(() => roles.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sso_connections_kind_check", sql`${t.kind} in ('entra','oidc')`)],
);

/** A redirect sign-in under way: state, nonce and PKCE verifier, kept until the provider sends the person back. */
export const ssoLogins = pgTable("sso_logins", {
  state: text("state").primaryKey(),
  orgId: integer("org_id")
    .notNull()
    .references(() => organisations.id),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** After the provider answered: the verified e-mail and the SHA-256 of the one-time validation token. */
  verifiedEmail: text("verified_email"),
  validationTokenHash: text("validation_token_hash"),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** The organisation's terms of use, versioned: a new version asks everyone to accept again. */
export const termsVersions = pgTable(
  "terms_versions",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    version: integer("version").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => employees.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.version] })],
);
