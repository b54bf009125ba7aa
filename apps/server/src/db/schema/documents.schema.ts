import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FileTypeValue, MediaCategoryValue } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/** Documents and media attached to any record (entity type + entity id). */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    mediaCategory: text("media_category").$type<MediaCategoryValue>().notNull(),
    fileType: text("file_type").$type<FileTypeValue>().notNull(),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documents_org_entity_idx").on(t.orgId, t.entityType, t.entityId)],
);
