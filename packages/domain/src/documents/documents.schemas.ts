import { z } from "zod";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import { MAX_ID, RecordIdSchema } from "../shared/id.schemas.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { DocumentEntityTypeSchema, MediaFormTypeIdSchema } from "./documents.enums.ts";
import { GALLERY_PAGE_SIZE } from "./media.rules.ts";
import { UploadCategoryIdSchema } from "../forms/forms.enums.ts";

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
export type MediaItem = {
  DocumentId: number;
  FileName: string;
  /** The storage path to pass to Image/load (never the user's file name). */
  Path: string;
  /** The thumbnail's storage path (pictures only). */
  ThumbPath: string | null;
  FileType: string;
  MediaCategory: string;
  ContentType: string;
  Size: number;
  CreatedOn: string;
  CreatedBy: string | null;
  EntityType: string;
  EntityId: number;
};

export type UploadReply = { StatusCode: number; StatusMessage: string; Items: MediaItem[] };

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
export type MediaFieldsReply = {
  MediaFields: MediaItem[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
  /** Whether the gallery has reached its limit of 1,000 files. */
  IsLimitReached: boolean;
};

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
export type DocumentFolder = {
  FolderId: number;
  ParentId: number | null;
  Name: string;
  FileCount: number;
};

/** The library's search: every file the caller may see, from folders and from the records of each module. */
export const DocumentSearchSchema = ListQuerySchema.extend({
  EntityType: DocumentEntityTypeSchema.nullish(),
  FolderId: RecordIdSchema.nullish(),
});
export type DocumentSearchInput = z.input<typeof DocumentSearchSchema>;
export type DocumentRow = MediaItem & { RecordLabel: string | null };
