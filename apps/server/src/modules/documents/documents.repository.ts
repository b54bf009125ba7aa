import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { DocumentEntityTypeValue, MediaCategoryValue, MediaItem } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import {
  assets,
  documentFolders,
  documents,
  employees,
  leases,
  locations,
  tasks,
} from "../../db/schema/index.ts";

/** The columns every list of files reads. */
export const MEDIA_ROW = {
  id: documents.id,
  entityType: documents.entityType,
  entityId: documents.entityId,
  fileName: documents.fileName,
  filePath: documents.filePath,
  thumbPath: documents.thumbPath,
  contentType: documents.contentType,
  fileSize: documents.fileSize,
  mediaCategory: documents.mediaCategory,
  fileType: documents.fileType,
  createdAt: documents.createdAt,
  createdBy: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
};

export type MediaRow = {
  id: number;
  entityType: string;
  entityId: number;
  fileName: string;
  filePath: string;
  thumbPath: string | null;
  contentType: string;
  fileSize: number;
  mediaCategory: string;
  fileType: string;
  createdAt: Date;
  createdBy: string | null;
};

export const toMediaItem = (r: MediaRow): MediaItem => ({
  DocumentId: r.id,
  FileName: r.fileName,
  Path: r.filePath,
  ThumbPath: r.thumbPath,
  FileType: r.fileType,
  MediaCategory: r.mediaCategory,
  ContentType: r.contentType,
  Size: Number(r.fileSize),
  CreatedOn: r.createdAt.toISOString(),
  CreatedBy: r.createdBy,
  EntityType: r.entityType,
  EntityId: r.entityId,
});

const TARGET_TABLES = {
  asset: assets,
  location: locations,
  task: tasks,
  lease: leases,
  library: documentFolders,
} as const;

/** Whether an attachment's target is a record (or library folder; 0 is the top) of the organisation. */
export const targetExists = async (
  db: Db,
  orgId: number,
  entityType: DocumentEntityTypeValue,
  entityId: number,
): Promise<boolean> => {
  if (entityType === "library" && entityId === 0) return true;
  const table = TARGET_TABLES[entityType];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.orgId, orgId), eq(table.id, entityId)));
  return row !== undefined;
};

const ofTarget = (
  orgId: number,
  entityType: string,
  entityId: number,
  category?: MediaCategoryValue | null,
) =>
  and(
    eq(documents.orgId, orgId),
    eq(documents.entityType, entityType),
    eq(documents.entityId, entityId),
    category ? eq(documents.mediaCategory, category) : undefined,
  );

export const countTargetDocuments = async (
  db: Db | Tx,
  orgId: number,
  entityType: string,
  entityId: number,
  category?: MediaCategoryValue | null,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(ofTarget(orgId, entityType, entityId, category));
  return row?.n ?? 0;
};

/** A page of a record's files, newest first. */
export const listTargetDocuments = (
  db: Db,
  orgId: number,
  target: { entityType: string; entityId: number; category: MediaCategoryValue | null },
  page: { offset: number; limit: number },
): Promise<MediaRow[]> =>
  db
    .select(MEDIA_ROW)
    .from(documents)
    .leftJoin(employees, eq(employees.id, documents.createdById))
    .where(ofTarget(orgId, target.entityType, target.entityId, target.category))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(page.limit)
    .offset(page.offset);

export type NewDocument = {
  orgId: number;
  entityType: string;
  entityId: number;
  fileName: string;
  filePath: string;
  thumbPath: string | null;
  contentType: string;
  fileSize: number;
  mediaCategory: MediaCategoryValue;
  fileType: MediaRow["fileType"];
  createdById: number;
  createdAt: Date;
};

export const insertDocuments = async (tx: Tx, rows: readonly NewDocument[]): Promise<number[]> => {
  const inserted = await tx
    .insert(documents)
    .values(rows.map((r) => ({ ...r, fileType: r.fileType as never })))
    .returning({ id: documents.id });
  return inserted.map((r) => r.id);
};

export const findDocumentsByIds = (db: Db | Tx, orgId: number, ids: readonly number[]): Promise<MediaRow[]> =>
  db
    .select(MEDIA_ROW)
    .from(documents)
    .leftJoin(employees, eq(employees.id, documents.createdById))
    .where(and(eq(documents.orgId, orgId), inArray(documents.id, [...ids])))
    .orderBy(documents.id);

/** The organisation's document whose file or thumbnail is stored under a key. */
export const findDocumentByPath = async (
  db: Db,
  orgId: number,
  key: string,
): Promise<
  { entityType: string; filePath: string; thumbPath: string | null; contentType: string } | undefined
> => {
  const [row] = await db
    .select({
      entityType: documents.entityType,
      filePath: documents.filePath,
      thumbPath: documents.thumbPath,
      contentType: documents.contentType,
    })
    .from(documents)
    .where(and(eq(documents.orgId, orgId), or(eq(documents.filePath, key), eq(documents.thumbPath, key))))
    .limit(1);
  return row;
};

export const deleteDocuments = async (tx: Tx, orgId: number, ids: readonly number[]): Promise<void> => {
  await tx.delete(documents).where(and(eq(documents.orgId, orgId), inArray(documents.id, [...ids])));
};
