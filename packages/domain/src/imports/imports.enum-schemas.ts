import { enumSchema } from "../shared/enum-schema.ts";
import { ImportKind } from "./imports.enums.ts";

/**
 * The zod schemas of the imports enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const ImportKindIdSchema = enumSchema(ImportKind);
