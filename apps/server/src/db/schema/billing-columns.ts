import { integer, numeric, timestamp } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.schema.ts";

/** The column kinds every billing table uses: exact amounts, stamps, and the owning organisation. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const org = () =>
  integer("org_id")
    .notNull()
    .references(() => organisations.id);
