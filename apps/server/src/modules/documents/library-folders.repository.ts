import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { DocumentFolder } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { documentFolders, documents } from "../../db/schema/index.ts";

/** The organisation's folders with the number of files directly in each, by name. */
export const listFolders = async (db: Db, orgId: number): Promise<DocumentFolder[]> => {
  const fileCounts = db
    .select({ folderId: documents.entityId, n: count().as("n") })
    .from(documents)
    .where(and(eq(documents.orgId, orgId), eq(documents.entityType, "library")))
    .groupBy(documents.entityId)
    .as("file_counts");
  const rows = await db
    .select({
      id: documentFolders.id,
      parentId: documentFolders.parentId,
      name: documentFolders.name,
      n: fileCounts.n,
    })
    .from(documentFolders)
    .leftJoin(fileCounts, eq(fileCounts.folderId, documentFolders.id))
    .where(eq(documentFolders.orgId, orgId))
    .orderBy(sql`lower(${documentFolders.name})`, documentFolders.id);
  return rows.map((r) => ({
    FolderId: r.id,
    ParentId: r.parentId,
    Name: r.name,
    FileCount: Number(r.n ?? 0),
  }));
};

export const findFolder = async (
  db: Db,
  orgId: number,
  id: number,
): Promise<{ id: number; parentId: number | null; name: string } | undefined> => {
  const [row] = await db
    .select({ id: documentFolders.id, parentId: documentFolders.parentId, name: documentFolders.name })
    .from(documentFolders)
    .where(and(eq(documentFolders.orgId, orgId), eq(documentFolders.id, id)));
  return row;
};

/** A folder of the same parent whose name matches in any case, other than `exceptId`. */
export const findSiblingNamed = async (
  db: Db,
  orgId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(
      and(
        eq(documentFolders.orgId, orgId),
        parentId === null ? isNull(documentFolders.parentId) : eq(documentFolders.parentId, parentId),
        sql`lower(${documentFolders.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(documentFolders.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertFolder = async (
  db: Db,
  folder: { orgId: number; parentId: number | null; name: string; createdById: number; createdAt: Date },
): Promise<number> => {
  const [row] = await db.insert(documentFolders).values(folder).returning({ id: documentFolders.id });
  return row!.id;
};

export const renameFolder = async (db: Db, orgId: number, id: number, name: string): Promise<void> => {
  await db
    .update(documentFolders)
    .set({ name })
    .where(and(eq(documentFolders.orgId, orgId), eq(documentFolders.id, id)));
};

/** Whether a folder holds files or folders. */
export const folderHasContent = async (db: Db, orgId: number, id: number): Promise<boolean> => {
  const [file] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.orgId, orgId), eq(documents.entityType, "library"), eq(documents.entityId, id)))
    .limit(1);
  if (file) return true;
  const [child] = await db
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(and(eq(documentFolders.orgId, orgId), eq(documentFolders.parentId, id)))
    .limit(1);
  return child !== undefined;
};

export const deleteFolder = async (db: Db, orgId: number, id: number): Promise<void> => {
  await db.delete(documentFolders).where(and(eq(documentFolders.orgId, orgId), eq(documentFolders.id, id)));
};
