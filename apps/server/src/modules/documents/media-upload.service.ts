import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import {
  AccessRightType,
  GALLERY_LIMIT_MESSAGE,
  GALLERY_MAX_FILES,
  extensionsFor,
  fileTypeOf,
  mediaCategoryOf,
  nameWithSize,
  thumbNameOf,
  type UploadReply,
  type UploadTarget,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField, refusedFile } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { requireDocumentRight } from "./documents-access.service.ts";
import {
  countTargetDocuments,
  findDocumentsByIds,
  insertDocuments,
  targetExists,
  toMediaItem,
  type NewDocument,
} from "./documents.repository.ts";
import { checkContent } from "./media-content.check.ts";
import { receiveFiles, type ReceivedFile } from "./media-upload.reader.ts";
import { contentTypeOf } from "./media-types.ts";
import { makeThumbnail, thumbContentTypeOf } from "./media-thumbnail.ts";
import { recordFileHistory } from "./media-history.ts";

const galleryFull = () => new AppError("NOT_ALLOWED_NOW", { message: GALLERY_LIMIT_MESSAGE });

/** Checks the right, the target and the gallery's room before a byte is read. */
const checkTarget = async (ctx: AppContext, session: ActiveSession, target: UploadTarget) => {
  await requireDocumentRight(ctx, session, target.EntityType, AccessRightType.ReadWrite);
  if (!(await targetExists(ctx.db, session.orgId, target.EntityType, target.EntityId)))
    throw new AppError("NOT_FOUND", { message: "The record to attach the files to was not found." });
  // A record's gallery holds at most 1,000 files; the library has no such limit.
  if (target.EntityType === "library") return 0;
  const existing = await countTargetDocuments(ctx.db, session.orgId, target.EntityType, target.EntityId);
  if (existing >= GALLERY_MAX_FILES) throw galleryFull();
  return existing;
};

/** Writes one accepted file (and a picture's thumbnail) to storage; answers the keys written. */
const storeFile = async (
  ctx: AppContext,
  prefix: string,
  file: ReceivedFile,
): Promise<{ key: string; thumbKey: string | null }> => {
  const key = nameWithSize(`${prefix}/${randomUUID()}.${file.extension}`, file.size);
  // The thumbnail is made before the file moves into storage (a local store renames the temporary file).
  const thumb = await makeThumbnail(
    file.extension === "svg" ? await readFile(file.tmpPath) : file.tmpPath,
    file.extension,
  );
  await ctx.storage.putFile(key, file.tmpPath, contentTypeOf(file.extension));
  if (!thumb) return { key, thumbKey: null };
  const thumbKey = thumbNameOf(key);
  await ctx.storage.putBuffer(thumbKey, thumb, thumbContentTypeOf(file.extension)).catch(async (err) => {
    await ctx.storage.delete([key]);
    throw err;
  });
  return { key, thumbKey };
};

/**
 * Media/Upload: up to 10 files to a record's gallery or a library folder. Every file is checked (extension,
 * size, content) before any is kept: one refused file refuses the upload, and nothing is written.
 */
export const uploadMedia = async (
  ctx: AppContext,
  session: ActiveSession,
  target: UploadTarget,
  request: FastifyRequest,
): Promise<UploadReply> => {
  const existing = await checkTarget(ctx, session, target);
  const dir = await mkdtemp(join(tmpdir(), "fs-upload-"));
  const stored: string[] = [];
  try {
    const received = await receiveFiles(request, dir, extensionsFor(target.Category));
    if (received.tooLarge.length > 0)
      throw new AppError("TOO_LARGE", { message: received.tooLarge.join(" ") });
    const refusals = [...received.refusals];
    for (const file of received.files) {
      const problem = await checkContent(file.tmpPath, file.extension);
      if (problem) refusals.push(`'${file.fileName}' was refused: ${problem}`);
    }
    if (refusals.length > 0) throw refusedFile("files", refusals.map((r) => `${r}.`).join(" "));
    if (received.files.length === 0) throw invalidField("files", "Choose at least one file.");
    if (target.EntityType !== "library" && existing + received.files.length > GALLERY_MAX_FILES)
      throw galleryFull();

    const prefix = `orgs/${session.orgId}/${target.EntityType}/${target.EntityId}`;
    const rows: NewDocument[] = [];
    for (const file of received.files) {
      const { key, thumbKey } = await storeFile(ctx, prefix, file);
      stored.push(key, ...(thumbKey ? [thumbKey] : []));
      rows.push({
        orgId: session.orgId,
        entityType: target.EntityType,
        entityId: target.EntityId,
        fileName: file.fileName,
        filePath: key,
        thumbPath: thumbKey,
        contentType: contentTypeOf(file.extension),
        fileSize: file.size,
        mediaCategory: mediaCategoryOf(file.extension) ?? "Misc",
        fileType: fileTypeOf(file.fileName),
        createdById: session.employeeId,
        createdAt: ctx.now(),
      });
    }
    const ids = await ctx.db.transaction(async (tx) => {
      const inserted = await insertDocuments(tx, rows);
      const change = { orgId: session.orgId, employeeId: session.employeeId, at: ctx.now() };
      await recordFileHistory(tx, { ...change, action: "FilesAdded" }, rows);
      return inserted;
    });
    const items = (await findDocumentsByIds(ctx.db, session.orgId, ids)).map(toMediaItem);
    return {
      StatusCode: 0,
      StatusMessage: `${items.length} ${items.length === 1 ? "file" : "files"} uploaded.`,
      Items: items,
    };
  } catch (err) {
    // Nothing of a refused or failed upload stays behind.
    if (stored.length > 0) await ctx.storage.delete(stored).catch(() => undefined);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
