import { enumSchema } from "../shared/enum-schema.ts";
import { EnvironmentKind, OrganisationType } from "./organisations.enums.ts";

/**
 * The zod schemas of the organisations enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const EnvironmentKindSchema = enumSchema(EnvironmentKind);
export const OrganisationTypeSchema = enumSchema(OrganisationType);
