import { enumSchema } from "../shared/enum-schema.ts";
import {
  AssetStatus,
  LocationLevel,
  MaterialRequestStatus,
  MoveRequestStatus,
  VerificationFilter,
  VerificationState,
  WarehouseScanDirection,
} from "./assets.enums.ts";

/**
 * The zod schemas of the assets enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const VerificationFilterSchema = enumSchema(VerificationFilter);
export const VerificationStateSchema = enumSchema(VerificationState);
export const AssetStatusIdSchema = enumSchema(AssetStatus);
export const LocationLevelIdSchema = enumSchema(LocationLevel);
export const MoveRequestStatusIdSchema = enumSchema(MoveRequestStatus);
export const MaterialRequestStatusIdSchema = enumSchema(MaterialRequestStatus);
export const WarehouseScanDirectionSchema = enumSchema(WarehouseScanDirection);
