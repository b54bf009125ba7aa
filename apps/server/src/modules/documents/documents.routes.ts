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
import { registerContract } from "../../lib/routes.ts";
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
  registerContract(app, ctx, UploadMediaContract, ({ query, session, request }) =>
    uploadMedia(ctx, session, query, request),
  );
  registerContract(app, ctx, GetMediaFieldsContract, ({ body, session }) => mediaFields(ctx, session, body));
  registerContract(app, ctx, ImageLoadContract, ({ query, session, reply }) =>
    loadMedia(ctx, session, query, reply),
  );
  registerContract(app, ctx, DeleteMediaContract, ({ body, session }) => deleteMedia(ctx, session, body));
  registerContract(app, ctx, GetDocumentFoldersContract, ({ session }) => documentFolders(ctx, session));
  registerContract(app, ctx, CreateFolderContract, ({ body, session }) => createFolder(ctx, session, body));
  registerContract(app, ctx, RenameFolderContract, ({ body, session }) =>
    renameLibraryFolder(ctx, session, body),
  );
  registerContract(app, ctx, DeleteFolderContract, ({ body, session }) =>
    deleteLibraryFolder(ctx, session, body),
  );
  registerContract(app, ctx, SearchDocumentsContract, async ({ body, session }) => {
    const allowed = await allowedEntityTypes(ctx, session, AccessRightType.ReadOnly);
    return searchDocuments(ctx.db, session.orgId, allowed, body);
  });
};
