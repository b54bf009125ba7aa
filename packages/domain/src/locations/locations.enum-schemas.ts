import { enumSchema } from "../shared/enum-schema.ts";
import { LocationLinkType, LocationStatus } from "./locations.enums.ts";

/**
 * The zod schemas of the locations enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const LocationStatusSchema = enumSchema(LocationStatus);
export const LocationLinkTypeSchema = enumSchema(LocationLinkType);
