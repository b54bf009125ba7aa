import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { employees } from "./employees.schema.ts";
import { organisations } from "./organisations.schema.ts";

/**
 * An organisation's carousel list, in playing order: a built-in dashboard (url null, dashboard_id one of the
 * built-in ids) or any embeddable address (url), with the dashboard id whose display time applies. A blank
 * title shows the default title of the id.
 */
export const carouselLinks = pgTable(
  "carousel_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    dashboardId: integer("dashboard_id").notNull(),
    title: text("title").notNull().default(""),
    url: text("url"),
    updatedById: integer("updated_by_id").references(() => employees.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carousel_links_org_position_idx").on(t.orgId, t.position)],
);
