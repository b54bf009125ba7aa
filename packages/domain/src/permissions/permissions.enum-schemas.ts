import { enumSchema } from "../shared/enum-schema.ts";
import { AccessRightType, RoleType } from "./permissions.enums.ts";

/**
 * The zod schemas of the permissions enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const AccessRightTypeIdSchema = enumSchema(AccessRightType);
export const RoleTypeIdSchema = enumSchema(RoleType);
