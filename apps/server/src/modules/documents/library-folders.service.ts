import type { z } from "zod";
import type {
  CreateFolderSchema,
  DeleteFolderSchema,
  DocumentFolder,
  RenameFolderSchema,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  deleteFolder,
  findFolder,
  findSiblingNamed,
  folderHasContent,
  insertFolder,
  listFolders,
  renameFolder,
} from "./library-folders.repository.ts";

type Saved = { StatusCode: number; StatusMessage: string; FolderId: number };

const folderMissing = (what = "folder") =>
  new AppError("NOT_FOUND", { message: `The ${what} was not found.` });

const nameTaken = (name: string) =>
  new AppError("CONFLICT", { message: `A folder named '${name}' exists already in this folder.` });

/** Whether the violation is the unique name index (two people creating the same name at once). */
const isDuplicate = (err: unknown) =>
  /document_folders_name_uq|duplicate key/i.test(String((err as { message?: string }).message ?? "")) ||
  (err as { cause?: { code?: string } }).cause?.code === "23505" ||
  (err as { code?: string }).code === "23505";

export const documentFolders = (ctx: AppContext, session: ActiveSession): Promise<DocumentFolder[]> =>
  listFolders(ctx.db, session.orgId);

export const createFolder = async (
  ctx: AppContext,
  session: ActiveSession,
  body: z.output<typeof CreateFolderSchema>,
): Promise<Saved> => {
  const parentId = body.ParentId ? body.ParentId : null;
  if (parentId !== null && !(await findFolder(ctx.db, session.orgId, parentId)))
    throw folderMissing("parent folder");
  if (await findSiblingNamed(ctx.db, session.orgId, parentId, body.Name)) throw nameTaken(body.Name);
  try {
    const id = await insertFolder(ctx.db, {
      orgId: session.orgId,
      parentId,
      name: body.Name,
      createdById: session.employeeId,
      createdAt: ctx.now(),
    });
    return { StatusCode: 0, StatusMessage: `Folder '${body.Name}' created.`, FolderId: id };
  } catch (err) {
    if (isDuplicate(err)) throw nameTaken(body.Name);
    throw err;
  }
};

export const renameLibraryFolder = async (
  ctx: AppContext,
  session: ActiveSession,
  body: z.output<typeof RenameFolderSchema>,
): Promise<Saved> => {
  const folder = await findFolder(ctx.db, session.orgId, body.FolderId);
  if (!folder) throw folderMissing();
  if (await findSiblingNamed(ctx.db, session.orgId, folder.parentId, body.Name, folder.id))
    throw nameTaken(body.Name);
  try {
    await renameFolder(ctx.db, session.orgId, folder.id, body.Name);
  } catch (err) {
    if (isDuplicate(err)) throw nameTaken(body.Name);
    throw err;
  }
  return { StatusCode: 0, StatusMessage: `Folder renamed to '${body.Name}'.`, FolderId: folder.id };
};

export const deleteLibraryFolder = async (
  ctx: AppContext,
  session: ActiveSession,
  body: z.output<typeof DeleteFolderSchema>,
): Promise<Saved> => {
  const folder = await findFolder(ctx.db, session.orgId, body.FolderId);
  if (!folder) throw folderMissing();
  if (await folderHasContent(ctx.db, session.orgId, folder.id))
    throw new AppError("NOT_ALLOWED_NOW", { message: "The folder is not empty." });
  await deleteFolder(ctx.db, session.orgId, folder.id);
  return { StatusCode: 0, StatusMessage: `Folder '${folder.name}' deleted.`, FolderId: folder.id };
};
