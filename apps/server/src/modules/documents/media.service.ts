import type { FastifyReply } from "fastify";
import {
  AccessRightType,
  DocumentEntityTypeSchema,
  GALLERY_MAX_FILES,
  MEDIA_FORM_ENTITY,
  UPLOAD_CATEGORY_MEDIA,
  extensionOf,
  type MediaFieldsReply,
} from "@fieldstead/domain";
import type { z } from "zod";
import type { DeleteMediaSchema, GetMediaFieldsSchema, ImageLoadQuerySchema } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { isValidStorageKey } from "../../lib/storage/storage.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { allowedEntityTypes, requireDocumentRight } from "./documents-access.service.ts";
import {
  countTargetDocuments,
  deleteDocuments,
  findDocumentByPath,
  findDocumentsByIds,
  listTargetDocuments,
  toMediaItem,
} from "./documents.repository.ts";
import { thumbContentTypeOf, thumbExtensionOf } from "./media-thumbnail.ts";
import { downloadName, fileReplyHeaders } from "./media-download.ts";
import { DEMO_PREFIX } from "./demo-samples.catalogue.ts";
import { recordFileHistory } from "./media-history.ts";

/** FormBuilder/GetMediaFields: a page of a record's (or library folder's) files, newest first. */
export const mediaFields = async (
  ctx: AppContext,
  session: ActiveSession,
  body: z.output<typeof GetMediaFieldsSchema>,
): Promise<MediaFieldsReply> => {
  const entityType = MEDIA_FORM_ENTITY[body.FormTypeID];
  await requireDocumentRight(ctx, session, entityType, AccessRightType.ReadOnly);
  const target = {
    entityType,
    entityId: body.PrimaryId,
    category: UPLOAD_CATEGORY_MEDIA[body.MediaTypeId],
  };
  const [rows, total, all] = await Promise.all([
    listTargetDocuments(ctx.db, session.orgId, target, {
      offset: (body.PageNumber - 1) * body.PageSize,
      limit: body.PageSize,
    }),
    countTargetDocuments(ctx.db, session.orgId, entityType, body.PrimaryId, target.category),
    target.category
      ? countTargetDocuments(ctx.db, session.orgId, entityType, body.PrimaryId)
      : Promise.resolve(-1),
  ]);
  return {
    MediaFields: rows.map(toMediaItem),
    TotalCount: total,
    PageNumber: body.PageNumber,
    PageSize: body.PageSize,
    // The limit is the gallery's, whatever kind of file the page shows.
    IsLimitReached: entityType !== "library" && (all >= 0 ? all : total) >= GALLERY_MAX_FILES,
  };
};

const notFound = () => new AppError("NOT_FOUND", { message: "The file was not found." });

/**
 * Image/load: streams a stored file or thumbnail of the caller's organisation as an attachment (inline only
 * when asked and safe), saved under the asked name with the stored file's extension.
 */
export const loadMedia = async (
  ctx: AppContext,
  session: ActiveSession,
  query: z.output<typeof ImageLoadQuerySchema>,
  reply: FastifyReply,
): Promise<FastifyReply> => {
  // The path is only ever looked up among the organisation's rows; the disk is never asked about anything else.
  if (!isValidStorageKey(query.path)) throw notFound();
  const doc = await findDocumentByPath(ctx.db, session.orgId, query.path);
  if (!doc) throw notFound();
  const entityType = DocumentEntityTypeSchema.safeParse(doc.entityType);
  if (!entityType.success) throw notFound();
  await requireDocumentRight(ctx, session, entityType.data, AccessRightType.ReadOnly);
  const isThumb = doc.filePath !== query.path;
  const object = await ctx.storage.get(query.path);
  if (!object) throw new AppError("NOT_FOUND", { message: "The file is no longer in storage." });
  const extension = extensionOf(doc.filePath);
  const contentType = isThumb ? thumbContentTypeOf(extension) : doc.contentType;
  const fileName = downloadName({
    asked: query.fname || (query.path.split("/").pop() ?? ""),
    extension: isThumb ? thumbExtensionOf(extension) : extension,
  });
  reply
    .headers(fileReplyHeaders({ contentType, fileName, wantsInline: query.inline === 1 }))
    .header("content-length", String(object.object.size));
  return reply.send(object.body);
};

/** Media/Delete: the organisation's files whose module the caller may change; rows first, then objects. */
export const deleteMedia = async (
  ctx: AppContext,
  session: ActiveSession,
  body: z.output<typeof DeleteMediaSchema>,
): Promise<{ StatusCode: number; StatusMessage: string; Deleted: number }> => {
  const rows = await findDocumentsByIds(ctx.db, session.orgId, body.DocumentIds);
  if (rows.length === 0) throw notFound();
  const writable = new Set<string>(await allowedEntityTypes(ctx, session, AccessRightType.ReadWrite));
  if (rows.some((r) => !writable.has(r.entityType))) throw new AppError("FORBIDDEN");
  await ctx.db.transaction(async (tx) => {
    await deleteDocuments(
      tx,
      session.orgId,
      rows.map((r) => r.id),
    );
    const change = { orgId: session.orgId, employeeId: session.employeeId, at: ctx.now() };
    await recordFileHistory(tx, { ...change, action: "FilesDeleted" }, rows);
  });
  // The demo's sample files are shared by every demo document: they stay.
  const keys = rows
    .flatMap((r) => [r.filePath, r.thumbPath])
    .filter((k): k is string => k !== null && isValidStorageKey(k) && !k.startsWith(DEMO_PREFIX));
  // A missing object is no error; an unreachable store leaves orphans, never rows without files.
  await ctx.storage.delete(keys).catch((err: unknown) => ctx.logger.warn({ err }, "file delete failed"));
  return {
    StatusCode: 0,
    StatusMessage: `${rows.length} ${rows.length === 1 ? "file" : "files"} deleted.`,
    Deleted: rows.length,
  };
};
