import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RoleTypeId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    roleTypeId: integer("role_type_id").$type<RoleTypeId>().notNull().default(2),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("roles_org_name_uq").on(t.orgId, t.name)],
);

export const employees = pgTable(
  "employees",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").notNull().defaultRandom(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    email: text("email").notNull(),
    /** Null until an invited person sets a password through the activation link. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    enabled: boolean("enabled").notNull().default(true),
    isCookiesSaved: boolean("is_cookies_saved").notNull().default(false),
    /** When the user first accepted the terms of use (null: never), so a later prompt is an update notice. */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    isAdvancedUser: boolean("is_advanced_user").notNull().default(false),
    profilePicturePath: text("profile_picture_path"),
    activeLang: integer("active_lang").notNull().default(1),
    timeZoneOffset: text("time_zone_offset").notNull().default("-07:00"),
    /** The version of the organisation's terms last accepted (0: none yet). */
    termsAcceptedVersion: integer("terms_accepted_version").notNull().default(0),
    /** When the latest invitation was sent; with activatedAt null the person is Invited. */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /** When the person first set a password (invitation accepted); everyone created before invitations counts. */
    activatedAt: timestamp("activated_at", { withTimezone: true }).defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per e-mail address across the product: sign-in is by e-mail alone.
    uniqueIndex("employees_email_uq").on(sql`lower(${t.email})`),
    index("employees_org_idx").on(t.orgId, t.id),
    index("employees_role_idx").on(t.roleId),
  ],
);
