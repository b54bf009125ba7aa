import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  ExportJobStateId,
  FileTypeValue,
  ImportPhaseValue,
  ImportProblem,
  MediaCategoryValue,
} from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/** Folders of the document library (DocumentManagement); a null parent is the top. */
export const documentFolders = pgTable(
  "document_folders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique within their parent (the top counts as parent 0).
    uniqueIndex("document_folders_name_uq").on(
      t.orgId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/**
 * Documents and media attached to any record (entity type + entity id) or to a library folder (entity type
 * 'library', entity id the folder, 0 for the top). file_path is the storage key: never the user's file name.
 */
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
    /** The thumbnail's storage key (pictures only). */
    thumbPath: text("thumb_path"),
    contentType: text("content_type").notNull().default("application/octet-stream"),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    mediaCategory: text("media_category").$type<MediaCategoryValue>().notNull(),
    fileType: text("file_type").$type<FileTypeValue>().notNull(),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("documents_org_entity_idx").on(t.orgId, t.entityType, t.entityId, t.id),
    index("documents_org_path_idx").on(t.orgId, t.filePath),
  ],
);

/** Export jobs: the download centre lists a person's own. */
export const exportJobs = pgTable(
  "export_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    kind: smallint("kind").notNull(),
    format: text("format").notNull(),
    /** The export's request (list query, columns) as it was started. */
    request: jsonb("request").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key"),
    state: smallint("state").$type<ExportJobStateId>().notNull(),
    progress: smallint("progress").notNull().default(0),
    rowCount: integer("row_count").notNull().default(0),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped while the job runs; a job whose heartbeat stops was left by a stopped server. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("export_jobs_owner_idx").on(t.orgId, t.employeeId, t.id)],
);

/** Import jobs: progress while they run, and the report of refused rows. */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    kind: smallint("kind").notNull(),
    fileName: text("file_name").notNull(),
    state: smallint("state").$type<ExportJobStateId>().notNull(),
    phase: text("phase").$type<ImportPhaseValue>().notNull(),
    progress: smallint("progress").notNull().default(0),
    totalRows: integer("total_rows").notNull().default(0),
    written: integer("written").notNull().default(0),
    problems: jsonb("problems").$type<ImportProblem[]>().notNull().default([]),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped while the job runs; a job whose heartbeat stops was left by a stopped server. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("import_jobs_owner_idx").on(t.orgId, t.employeeId, t.id)],
);
