import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { EnvironmentKindValue, OrganisationTypeValue } from "@fieldstead/domain";

export const organisations = pgTable(
  "organisations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull().unique(),
    environment: text("environment").$type<EnvironmentKindValue>().notNull(),
    orgType: integer("org_type").$type<OrganisationTypeValue>().notNull(),
    logoPath: text("logo_path"),
    countryIso: text("country_iso").notNull().default("US"),
    kmzFile: text("kmz_file"),
    showChatBot: boolean("show_chat_bot").notNull().default(true),
    showAiLandingPage: boolean("show_ai_landing_page").notNull().default(true),
    dateFormat: text("date_format").notNull().default("DD-MM-YYYY"),
    dateTimeFormat: text("date_time_format").notNull().default("DD-MM-YYYY hh:mm A"),
    /** The first segment of generated asset tags (ACM in ACM-HVAC-000123). */
    assetTagPrefix: text("asset_tag_prefix").notNull().default("AST"),
    /** Sign-in asks for a second step (an e-mailed code, or the person's authenticator app). */
    secondStepRequired: boolean("second_step_required").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "organisations_environment_check",
      sql`${t.environment} in ('development','QA','UAT','production','demo1','demo2')`,
    ),
    check("organisations_org_type_check", sql`${t.orgType} in (1,2,3)`),
  ],
);
