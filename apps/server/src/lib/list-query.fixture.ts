import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ListDefinition } from "./list-query.ts";

/** A small table for the list mechanism's tests: ties, NULLs, dates and sub-millisecond timestamps. */
export const things = pgTable("things", {
  id: integer("id").primaryKey(),
  orgId: integer("org_id").notNull(),
  name: text("name").notNull(),
  size: integer("size"),
  born: date("born"),
  seenAt: timestamp("seen_at", { withTimezone: true, precision: 6 }).notNull(),
  kind: text("kind"),
});

export const THINGS: ListDefinition = {
  name: "things",
  id: things.id,
  orgId: things.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  columns: {
    Name: { sql: things.name, type: "text", canSort: true, canFilter: true, isSearchable: true },
    Size: {
      sql: things.size,
      type: "number",
      isInteger: true,
      isNullable: true,
      canSort: true,
      canFilter: true,
    },
    Born: { sql: things.born, type: "date", isNullable: true, canSort: true, canFilter: true },
    SeenAt: { sql: things.seenAt, type: "date", isTimestamp: true, canSort: true, canFilter: true },
    Kind: {
      sql: things.kind,
      type: "set",
      isNullable: true,
      canSort: true,
      canFilter: true,
      isSearchable: true,
    },
    Secret: { sql: things.name, type: "text" },
  },
};
