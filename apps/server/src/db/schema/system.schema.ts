import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-wide settings kept in the database, shared by every instance (e.g. the token signing key). */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
