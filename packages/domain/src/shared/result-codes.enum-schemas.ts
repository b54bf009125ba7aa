import { enumSchema } from "./enum-schema.ts";
import { LogLevel } from "./result-codes.enums.ts";

/**
 * The zod schemas of the result-codes enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const LogLevelSchema = enumSchema(LogLevel);
