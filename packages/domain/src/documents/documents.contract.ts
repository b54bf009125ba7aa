import { defineContract, rawReply } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  CreateFolderSchema,
  DeleteFolderSchema,
  DeleteMediaReplySchema,
  DeleteMediaSchema,
  DocumentFoldersReplySchema,
  DocumentSearchReplySchema,
  DocumentSearchSchema,
  FolderSavedReplySchema,
  GetMediaFieldsSchema,
  ImageLoadQuerySchema,
  MediaFieldsReplySchema,
  RenameFolderSchema,
  UploadReplySchema,
  UploadTargetSchema,
} from "./documents.schemas.ts";

const TAG = "Documents and media";
const SESSION = { kind: "session" } as const;
const LIBRARY_READ = {
  kind: "module",
  moduleId: ModuleId.Documents,
  level: AccessRightType.ReadOnly,
} as const;
const LIBRARY_WRITE = {
  kind: "module",
  moduleId: ModuleId.Documents,
  level: AccessRightType.ReadWrite,
} as const;

/** Uploads are multipart; the target's module right (DOCUMENT_MODULES) is checked by the service. */
export const UploadMediaContract = defineContract({
  method: "POST",
  path: "/Media/Upload",
  summary:
    "Uploads up to 10 files (multipart, 50 MB each) to a record's gallery or a library folder (UploadReply).",
  tag: TAG,
  access: SESSION,
  query: UploadTargetSchema,
  reply: UploadReplySchema,
});

export const GetMediaFieldsContract = defineContract({
  method: "POST",
  path: "/FormBuilder/GetMediaFields",
  summary: "A page (50) of the files of a record or library folder (MediaFieldsReply).",
  tag: TAG,
  access: SESSION,
  body: GetMediaFieldsSchema,
  reply: MediaFieldsReplySchema,
});

export const ImageLoadContract = defineContract({
  method: "GET",
  path: "/Image/load",
  summary: "Downloads a stored file or thumbnail by its storage path, as an attachment named fname.",
  tag: TAG,
  access: SESSION,
  query: ImageLoadQuerySchema,
  reply: rawReply(
    "application/octet-stream",
    "The stored file or thumbnail, under its own content type; an attachment unless inline=1 asks to show a picture.",
  ),
});

export const DeleteMediaContract = defineContract({
  method: "POST",
  path: "/Media/Delete",
  summary: "Deletes files (and their thumbnails) the caller may change.",
  tag: TAG,
  access: SESSION,
  body: DeleteMediaSchema,
  reply: DeleteMediaReplySchema,
});

export const GetDocumentFoldersContract = defineContract({
  method: "GET",
  path: "/DocumentManagement/GetFolders",
  summary: "The document library's folders with their file counts (DocumentFolder[]).",
  tag: TAG,
  access: LIBRARY_READ,
  reply: DocumentFoldersReplySchema,
});

export const CreateFolderContract = defineContract({
  method: "POST",
  path: "/DocumentManagement/CreateFolder",
  summary: "Creates a library folder (names unique within their parent).",
  tag: TAG,
  access: LIBRARY_WRITE,
  body: CreateFolderSchema,
  reply: FolderSavedReplySchema,
});

export const RenameFolderContract = defineContract({
  method: "POST",
  path: "/DocumentManagement/RenameFolder",
  summary: "Renames a library folder.",
  tag: TAG,
  access: LIBRARY_WRITE,
  body: RenameFolderSchema,
  reply: FolderSavedReplySchema,
});

export const DeleteFolderContract = defineContract({
  method: "POST",
  path: "/DocumentManagement/DeleteFolder",
  summary: "Deletes an empty library folder.",
  tag: TAG,
  access: LIBRARY_WRITE,
  body: DeleteFolderSchema,
  reply: FolderSavedReplySchema,
});

export const SearchDocumentsContract = defineContract({
  method: "POST",
  path: "/DocumentManagement/Search",
  summary:
    "Every file the caller may see (library folders and the records of the modules they hold), paged and searched (ListReply<DocumentRow>).",
  tag: TAG,
  access: LIBRARY_READ,
  body: DocumentSearchSchema,
  reply: DocumentSearchReplySchema,
});
