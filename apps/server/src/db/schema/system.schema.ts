import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-wide settings kept in the database, shared by every instance (e.g. the token signing key). */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The revocation epoch: one row (id 1) whose value moves with every committed revocation, role or permission
 * change. Each instance reads it every few seconds and drops its session and permission caches when it moved,
 * so a change reaches every instance even when the Redis message announcing it was lost.
 */
export const revocationEpoch = pgTable("revocation_epoch", {
  id: integer("id").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull(),
});
