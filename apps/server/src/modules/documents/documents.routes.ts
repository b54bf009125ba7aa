import type { FastifyInstance } from "fastify";
import {
  AccessRightType,
  CreateFolderContract,
  DeleteFolderContract,
  DeleteMediaContract,
  GetDocumentFoldersContract,
  GetMediaFieldsContract,
  ImageLoadContract,
  RenameFolderContract,
  SearchDocumentsContract,
  UploadMediaContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { allowedEntityTypes } from "./documents-access.service.ts";
import { searchDocuments } from "./document-search.repository.ts";
import {
  createFolder,
  deleteLibraryFolder,
  documentFolders,
  renameLibraryFolder,
} from "./library-folders.service.ts";
import { deleteMedia, loadMedia, mediaFields } from "./media.service.ts";
import { uploadMedia } from "./media-upload.service.ts";

/** Uploads, galleries, downloads and the document library. */
export const documentsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, UploadMediaContract, ({ query, request }) =>
    uploadMedia(ctx, requireSession(request), query, request),
  );
  registerContract(app, ctx, GetMediaFieldsContract, ({ body, request }) =>
    mediaFields(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, ImageLoadContract, ({ query, request, reply }) =>
    loadMedia(ctx, requireSession(request), query, reply),
  );
  registerContract(app, ctx, DeleteMediaContract, ({ body, request }) =>
    deleteMedia(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetDocumentFoldersContract, ({ request }) =>
    documentFolders(ctx, requireSession(request)),
  );
  registerContract(app, ctx, CreateFolderContract, ({ body, request }) =>
    createFolder(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, RenameFolderContract, ({ body, request }) =>
    renameLibraryFolder(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DeleteFolderContract, ({ body, request }) =>
    deleteLibraryFolder(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, SearchDocumentsContract, ({ body, request, reply }) =>
    answerList(reply, async () => {
      const session = requireSession(request);
      const allowed = await allowedEntityTypes(ctx, session, AccessRightType.ReadOnly);
      return searchDocuments(ctx.db, session.orgId, allowed, body);
    }),
  );
};
