import { z } from "zod";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import { MAX_ID, RecordIdSchema } from "../shared/id.schemas.ts";
import { ListQuerySchema, listReplySchema } from "../lists/list.schemas.ts";
import { DocumentEntityTypeSchema, MediaFormTypeIdSchema } from "./documents.enum-schemas.ts";
import { GALLERY_PAGE_SIZE } from "./media.rules.ts";
import { UploadCategoryIdSchema } from "../forms/forms.enum-schemas.ts";

const QueryId = (name: string) =>
  z.coerce
    .number<unknown>({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(MAX_ID, `${name} is too large`);

/**
 * Where an upload goes (multipart form: the files, with these in the query): a record's gallery
 * (EntityType + EntityId) or a folder of the document library (EntityType 'library', EntityId the folder, 0
 * for the top). Category narrows the accepted extensions (portal-platform §3.7 upload categories).
 */
export const UploadTargetSchema = z.object({
  EntityType: DocumentEntityTypeSchema,
  EntityId: QueryId("EntityId"),
  Category: z.coerce.number<unknown>().pipe(UploadCategoryIdSchema).default(0),
});
export type UploadTarget = z.infer<typeof UploadTargetSchema>;

/** One stored file as every list of files shows it. */
export const MediaItemSchema = z.object({
  DocumentId: z.number().int(),
  FileName: z.string(),
  /** The storage path to pass to Image/load (never the user's file name). */
  Path: z.string(),
  /** The thumbnail's storage path (pictures only). */
  ThumbPath: z.string().nullable(),
  FileType: z.string(),
  MediaCategory: z.string(),
  ContentType: z.string(),
  Size: z.number(),
  CreatedOn: z.string(),
  CreatedBy: z.string().nullable(),
  EntityType: z.string(),
  EntityId: z.number().int(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

const STATUS_SHAPE = { StatusCode: z.number().int(), StatusMessage: z.string() };

export const UploadReplySchema = z.object({ ...STATUS_SHAPE, Items: z.array(MediaItemSchema) });
export type UploadReply = z.infer<typeof UploadReplySchema>;

/** FormBuilder/GetMediaFields (portal-platform §7.3), paged 50 to a page (§9). */
export const GetMediaFieldsSchema = CallerEchoSchema.extend({
  FormTypeID: MediaFormTypeIdSchema,
  SurveyId: z.number().int().optional(),
  /** An upload category (0 every kind). */
  MediaTypeId: UploadCategoryIdSchema.default(0),
  /** The record (or library folder) whose files are wanted. */
  PrimaryId: z.number().int().min(0).max(MAX_ID),
  PageNumber: z.number().int().min(1).max(1000).default(1),
  PageSize: z.number().int().min(1).max(GALLERY_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
});
export type GetMediaFieldsInput = z.input<typeof GetMediaFieldsSchema>;
export const MediaFieldsReplySchema = z.object({
  MediaFields: z.array(MediaItemSchema),
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  /** Whether the gallery has reached its limit of 1,000 files. */
  IsLimitReached: z.boolean(),
});
export type MediaFieldsReply = z.infer<typeof MediaFieldsReplySchema>;

/** Image/load (portal-platform §7.3): the storage path and the name the download is saved under. */
export const ImageLoadQuerySchema = z.object({
  path: z.string().min(1, "path is required").max(500),
  fname: z.string().max(255).optional(),
  /** 1 shows a picture in the page instead of saving it. */
  inline: z.coerce.number<unknown>().int().min(0).max(1).optional(),
});

export const DeleteMediaSchema = z.object({
  DocumentIds: z
    .array(RecordIdSchema)
    .min(1, "Choose at least one file")
    .max(1000, "At most 1,000 files at a time"),
});
/** Media/Delete: how many files were deleted. */
export const DeleteMediaReplySchema = z.object({ ...STATUS_SHAPE, Deleted: z.number().int() });
export type DeleteMediaReply = z.infer<typeof DeleteMediaReplySchema>;

/** Document library folders (DocumentManagement). */
const FolderNameSchema = z
  .string()
  .trim()
  .min(1, "Folder name is required")
  .max(120, "Folder name is at most 120 characters")
  .refine((v) => !/[\\/]/.test(v), "Folder name cannot hold / or \\");
export const CreateFolderSchema = z.object({ ParentId: RecordIdSchema.nullish(), Name: FolderNameSchema });
export const RenameFolderSchema = z.object({ FolderId: RecordIdSchema, Name: FolderNameSchema });
export const DeleteFolderSchema = z.object({ FolderId: RecordIdSchema });
export const DocumentFolderSchema = z.object({
  FolderId: z.number().int(),
  ParentId: z.number().int().nullable(),
  Name: z.string(),
  FileCount: z.number().int(),
});
export type DocumentFolder = z.infer<typeof DocumentFolderSchema>;
export const DocumentFoldersReplySchema = z.array(DocumentFolderSchema);
/** A folder created, renamed or deleted. */
export const FolderSavedReplySchema = z.object({ ...STATUS_SHAPE, FolderId: z.number().int() });
export type FolderSavedReply = z.infer<typeof FolderSavedReplySchema>;

/** The library's search: every file the caller may see, from folders and from the records of each module. */
export const DocumentSearchSchema = ListQuerySchema.extend({
  EntityType: DocumentEntityTypeSchema.nullish(),
  FolderId: RecordIdSchema.nullish(),
});
export type DocumentSearchInput = z.input<typeof DocumentSearchSchema>;
export const DocumentRowSchema = MediaItemSchema.extend({ RecordLabel: z.string().nullable() });
export type DocumentRow = z.infer<typeof DocumentRowSchema>;
export const DocumentSearchReplySchema = listReplySchema(DocumentRowSchema);
