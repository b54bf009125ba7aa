import { enumSchema } from "../shared/enum-schema.ts";
import { FieldType, UploadCategory } from "./forms.enums.ts";

/**
 * The zod schemas of the forms enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const FieldTypeIdSchema = enumSchema(FieldType);
export const UploadCategoryIdSchema = enumSchema(UploadCategory);
