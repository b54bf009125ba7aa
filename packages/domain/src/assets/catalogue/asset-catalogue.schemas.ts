import { z } from "zod";
import { EmailFieldSchema, PhoneSchema, UrlSchema } from "../../shared/field.rules.ts";
import { IdQuerySchema, MAX_ID, RecordIdSchema, type IdQuery } from "../../shared/id.schemas.ts";
import { listReplySchema } from "../../lists/list.schemas.ts";
import { CATEGORY_CODE_PATTERN } from "../asset-numbers.rules.ts";

/**
 * The catalogue: categories → parts (the parts configuration) → assets; manufacturers make parts, vendors sell
 * assets. Optional texts may be absent (unchanged on an update only where said), null or empty (no value).
 */
export const CatalogueIdSchema = RecordIdSchema;

/** An id in a GET query ('?Id=12'). */
export const CatalogueIdQuerySchema = IdQuerySchema;
export type CatalogueIdQuery = IdQuery;

/** A body naming one record ({ Id }). */
export const CatalogueIdBodySchema = z.object({ Id: CatalogueIdSchema });
export type CatalogueIdBody = z.infer<typeof CatalogueIdBodySchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} has at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} has at most ${max} characters.`).nullish();
/** Empty text means no value: the format rule applies only to a value. */
const optionalFormatted = (schema: z.ZodType<string>) =>
  z.union([z.literal(""), schema]).nullish() as z.ZodType<string | null | undefined>;

export const CATEGORY_CODE_MESSAGE =
  "A code is 2 to 8 capital letters or digits, starting with a letter (HVAC, ELEC).";

export const CategoryFieldsSchema = z.object({
  Name: requiredText("Name", 100),
  Code: z.string({ error: "Code is required." }).trim().regex(CATEGORY_CODE_PATTERN, CATEGORY_CODE_MESSAGE),
  Description: optionalText("Description", 1000),
  Domain: optionalText("Domain", 100),
  IsActive: z.boolean().default(true),
});
export const CreateCategorySchema = CategoryFieldsSchema;
export type CreateCategory = z.infer<typeof CreateCategorySchema>;
export type CategoryFormInput = z.input<typeof CategoryFieldsSchema>;
export const UpdateCategorySchema = CategoryFieldsSchema.extend({ Id: CatalogueIdSchema });
export type UpdateCategory = z.infer<typeof UpdateCategorySchema>;

export const CategoryListRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Code: z.string(),
  Description: z.string().nullable(),
  Domain: z.string().nullable(),
  IsActive: z.boolean(),
  /** Parts of the category (a category in use cannot be deleted). */
  PartCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type CategoryListRow = z.infer<typeof CategoryListRowSchema>;

export const ManufacturerFieldsSchema = z.object({
  Name: requiredText("Name", 100),
  Website: optionalFormatted(UrlSchema),
});
export const CreateManufacturerSchema = ManufacturerFieldsSchema;
export type CreateManufacturer = z.infer<typeof CreateManufacturerSchema>;
export type ManufacturerFormInput = z.input<typeof ManufacturerFieldsSchema>;
export const UpdateManufacturerSchema = ManufacturerFieldsSchema.extend({ Id: CatalogueIdSchema });
export type UpdateManufacturer = z.infer<typeof UpdateManufacturerSchema>;

export const ManufacturerListRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Website: z.string().nullable(),
  PartCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type ManufacturerListRow = z.infer<typeof ManufacturerListRowSchema>;

/** A vendor is created without an Id (or with 0) and updated with its Id. */
export const PersistVendorSchema = z.object({
  Id: z.number().int().nonnegative().max(MAX_ID).nullish(),
  Name: requiredText("Name", 100),
  ContactName: optionalText("Contact name", 100),
  Email: optionalFormatted(EmailFieldSchema),
  Phone: optionalFormatted(PhoneSchema),
  Website: optionalFormatted(UrlSchema),
  IsActive: z.boolean().default(true),
});
export type PersistVendor = z.infer<typeof PersistVendorSchema>;
export type VendorFormInput = z.input<typeof PersistVendorSchema>;

export const VendorListRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ContactName: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Website: z.string().nullable(),
  IsActive: z.boolean(),
  /** Assets bought from the vendor (a vendor in use cannot be deleted). */
  AssetCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type VendorListRow = z.infer<typeof VendorListRowSchema>;

export const PART_NUMBER_MAX = 50;

export const PartFieldsSchema = z.object({
  PartNumber: requiredText("Part number", PART_NUMBER_MAX),
  PartName: requiredText("Part name", 200),
  CategoryId: CatalogueIdSchema,
  ManufacturerId: CatalogueIdSchema.nullish(),
  /** Tracked unit by unit (a serial number each) or by quantity (a consumable). */
  Serialized: z.boolean(),
  Description: optionalText("Description", 2000),
  AssetLabel: optionalText("Asset label", 100),
  Domain: optionalText("Domain", 100),
  IsActive: z.boolean().default(true),
});
export const CreatePartConfigurationSchema = PartFieldsSchema;
export type CreatePartConfiguration = z.infer<typeof CreatePartConfigurationSchema>;
export type PartFormInput = z.input<typeof PartFieldsSchema>;
export const UpdatePartConfigurationSchema = PartFieldsSchema.extend({ Id: CatalogueIdSchema });
export type UpdatePartConfiguration = z.infer<typeof UpdatePartConfigurationSchema>;

export const PartListRowSchema = z.object({
  Id: z.number().int(),
  PartNumber: z.string(),
  PartName: z.string(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  ManufacturerId: z.number().int().nullable(),
  ManufacturerName: z.string().nullable(),
  Serialized: z.boolean(),
  Description: z.string().nullable(),
  AssetLabel: z.string().nullable(),
  Domain: z.string().nullable(),
  IsActive: z.boolean(),
  /** Assets of the part (a part in use cannot be deleted nor change Serialized). */
  AssetCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type PartListRow = z.infer<typeof PartListRowSchema>;
export const PartConfigurationSchema = PartListRowSchema.extend({ CreatedAt: z.string() });
export type PartConfiguration = z.infer<typeof PartConfigurationSchema>;

/** The next part number of a category ('HVAC-00014'); each call takes a new one. */
export const GeneratePartNumberSchema = z.object({ CategoryId: CatalogueIdSchema });
export type GeneratePartNumber = z.infer<typeof GeneratePartNumberSchema>;
export const GeneratePartNumberReplySchema = z.object({ PartNumber: z.string() });
export type GeneratePartNumberReply = z.infer<typeof GeneratePartNumberReplySchema>;

/** What a catalogue write answers: the record as the list shows it. */
export type CatalogueWriteReply<Row> = { StatusCode: number; StatusMessage: string; Record: Row };
const catalogueWriteReplySchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ StatusCode: z.number().int(), StatusMessage: z.string(), Record: row });
export const CategoryWriteReplySchema = catalogueWriteReplySchema(CategoryListRowSchema);
export const ManufacturerWriteReplySchema = catalogueWriteReplySchema(ManufacturerListRowSchema);
export const VendorWriteReplySchema = catalogueWriteReplySchema(VendorListRowSchema);
export const PartWriteReplySchema = catalogueWriteReplySchema(PartListRowSchema);
export const CatalogueDeleteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Id: z.number().int(),
});
export type CatalogueDeleteReply = z.infer<typeof CatalogueDeleteReplySchema>;

/** The catalogue's lists: a page of records each. */
export const CategoryListReplySchema = listReplySchema(CategoryListRowSchema);
export const ManufacturerListReplySchema = listReplySchema(ManufacturerListRowSchema);
export const VendorListReplySchema = listReplySchema(VendorListRowSchema);
export const PartListReplySchema = listReplySchema(PartListRowSchema);

/** A few parts of the catalogue matching a text, for pickers (an asset's part, a material request's items). */
export const SearchPartsSchema = z.object({
  /** Words matched against part number, part name, description and domain. */
  Search: z.string().trim().max(200).default(""),
  CategoryId: z.number().int().positive().optional(),
  /** Only serialized parts (true) or only consumables (false). */
  Serialized: z.boolean().optional(),
  /** Active parts only unless told (retired part numbers take no new assets). */
  ActiveOnly: z.boolean().default(true),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type SearchPartsQuery = z.infer<typeof SearchPartsSchema>;
export type SearchPartsInput = z.input<typeof SearchPartsSchema>;

export const PartOptionSchema = z.object({
  Id: z.number().int(),
  PartNumber: z.string(),
  PartName: z.string(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  ManufacturerName: z.string().nullable(),
  Serialized: z.boolean(),
});
export type PartOption = z.infer<typeof PartOptionSchema>;

export const SearchPartsReplySchema = z.object({ Parts: z.array(PartOptionSchema) });
export type SearchPartsReply = z.infer<typeof SearchPartsReplySchema>;
