import { enumSchema, type EnumValue } from "../shared/enum.ts";

/** Verification filter (portal-platform §3.7). */
export const VerificationFilter = {
  All: "All",
  Pending_Verification: "Pending_Verification",
  Verified: "Verified",
  Unverified: "Unverified",
  Newly_Created: "Newly_Created",
} as const;
export type VerificationFilterValue = EnumValue<typeof VerificationFilter>;
export const VerificationFilterSchema = enumSchema(VerificationFilter);

/** An asset's own verification state (every filter value but All). */
export const VerificationState = {
  Pending_Verification: "Pending_Verification",
  Verified: "Verified",
  Unverified: "Unverified",
  Newly_Created: "Newly_Created",
} as const;
export type VerificationStateValue = EnumValue<typeof VerificationState>;
export const VerificationStateSchema = enumSchema(VerificationState);

/** Export modes and export job states (portal-platform §3.7). */
export const ExportMode = { Queued: 0, Instant: 1, NoExport: 2 } as const;
export type ExportModeId = EnumValue<typeof ExportMode>;
export const ExportJobState = { InProgress: 1, Completed: 2, Failed: 3 } as const;
export type ExportJobStateId = EnumValue<typeof ExportJobState>;

/** Media categories (portal-platform §3.6). */
export const MediaCategory = {
  Images: "Images",
  Video: "Video",
  Audio: "Audio",
  Document: "Document",
  Misc: "Misc",
} as const;
export type MediaCategoryValue = EnumValue<typeof MediaCategory>;

/** Fixed-asset operational status. */
export const AssetStatus = { Active: 1, Inactive: 2, InRepair: 3, Retired: 4, InWarehouse: 5 } as const;
export type AssetStatusId = EnumValue<typeof AssetStatus>;
export const AssetStatusIdSchema = enumSchema(AssetStatus);

/** Location hierarchy levels: site → building → floor → room. */
export const LocationLevel = { Site: 1, Building: 2, Floor: 3, Room: 4 } as const;
export type LocationLevelId = EnumValue<typeof LocationLevel>;
export const LocationLevelIdSchema = enumSchema(LocationLevel);
