import { enumSchema } from "../shared/enum-schema.ts";
import { AuditEntityType } from "./audit.enums.ts";

/**
 * The zod schemas of the audit enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const AuditEntityTypeSchema = enumSchema(AuditEntityType);
