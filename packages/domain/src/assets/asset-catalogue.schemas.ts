import { z } from "zod";
import { EmailFieldSchema, PhoneSchema, UrlSchema } from "../shared/field.rules.ts";
import { IdQuerySchema, MAX_ID, RecordIdSchema, type IdQuery } from "../shared/id.schemas.ts";
import { CATEGORY_CODE_PATTERN } from "./asset-numbers.rules.ts";

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

export type CategoryListRow = {
  Id: number;
  Name: string;
  Code: string;
  Description: string | null;
  Domain: string | null;
  IsActive: boolean;
  /** Parts of the category (a category in use cannot be deleted). */
  PartCount: number;
  UpdatedAt: string;
};

export const ManufacturerFieldsSchema = z.object({
  Name: requiredText("Name", 100),
  Website: optionalFormatted(UrlSchema),
});
export const CreateManufacturerSchema = ManufacturerFieldsSchema;
export type CreateManufacturer = z.infer<typeof CreateManufacturerSchema>;
export type ManufacturerFormInput = z.input<typeof ManufacturerFieldsSchema>;
export const UpdateManufacturerSchema = ManufacturerFieldsSchema.extend({ Id: CatalogueIdSchema });
export type UpdateManufacturer = z.infer<typeof UpdateManufacturerSchema>;

export type ManufacturerListRow = {
  Id: number;
  Name: string;
  Website: string | null;
  PartCount: number;
  UpdatedAt: string;
};

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

export type VendorListRow = {
  Id: number;
  Name: string;
  ContactName: string | null;
  Email: string | null;
  Phone: string | null;
  Website: string | null;
  IsActive: boolean;
  /** Assets bought from the vendor (a vendor in use cannot be deleted). */
  AssetCount: number;
  UpdatedAt: string;
};

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

export type PartListRow = {
  Id: number;
  PartNumber: string;
  PartName: string;
  CategoryId: number;
  CategoryName: string;
  ManufacturerId: number | null;
  ManufacturerName: string | null;
  Serialized: boolean;
  Description: string | null;
  AssetLabel: string | null;
  Domain: string | null;
  IsActive: boolean;
  /** Assets of the part (a part in use cannot be deleted nor change Serialized). */
  AssetCount: number;
  UpdatedAt: string;
};
export type PartConfiguration = PartListRow & { CreatedAt: string };

/** The next part number of a category ('HVAC-00014'); each call takes a new one. */
export const GeneratePartNumberSchema = z.object({ CategoryId: CatalogueIdSchema });
export type GeneratePartNumber = z.infer<typeof GeneratePartNumberSchema>;
export type GeneratePartNumberReply = { PartNumber: string };

/** What a catalogue write answers: the record as the list shows it. */
export type CatalogueWriteReply<Row> = { StatusCode: number; StatusMessage: string; Record: Row };
export type CatalogueDeleteReply = { StatusCode: number; StatusMessage: string; Id: number };

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

export type PartOption = {
  Id: number;
  PartNumber: string;
  PartName: string;
  CategoryId: number;
  CategoryName: string;
  ManufacturerName: string | null;
  Serialized: boolean;
};

export type SearchPartsReply = { Parts: PartOption[] };
