import { enumSchema } from "../shared/enum-schema.ts";
import { DocumentEntityType, MediaFormType } from "./documents.enums.ts";

/**
 * The zod schemas of the documents enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const DocumentEntityTypeSchema = enumSchema(DocumentEntityType);
export const MediaFormTypeIdSchema = enumSchema(MediaFormType);
