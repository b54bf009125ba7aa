import { enumSchema } from "../shared/enum-schema.ts";
import { ExportFormat, ExportKind } from "./exports.enums.ts";

/**
 * The zod schemas of the exports enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const ExportFormatSchema = enumSchema(ExportFormat);
export const ExportKindIdSchema = enumSchema(ExportKind);
