import type { EnumValue } from "../shared/enum.ts";
import { ApprovalLabel } from "../tasks/tasks.enums.ts";

/**
 * The asset list's verification filter: all assets, or only those pending verification, verified, unverified or
 * newly created (portal-platform §3.7).
 */
export const VerificationFilter = {
  All: "All",
  Pending_Verification: "Pending_Verification",
  Verified: "Verified",
  Unverified: "Unverified",
  Newly_Created: "Newly_Created",
} as const;
export type VerificationFilterValue = EnumValue<typeof VerificationFilter>;

/** An asset's own verification state (every filter value but All). */
export const VerificationState = {
  Pending_Verification: "Pending_Verification",
  Verified: "Verified",
  Unverified: "Unverified",
  Newly_Created: "Newly_Created",
} as const;
export type VerificationStateValue = EnumValue<typeof VerificationState>;

/**
 * How an export runs: Instant hands the file back in the same call, Queued makes a background job whose file
 * waits in the download centre (NoExport, the spec's third mode, is not accepted). A job is InProgress, then
 * Completed or Failed (portal-platform §3.7).
 */
export const ExportMode = { Queued: 0, Instant: 1, NoExport: 2 } as const;
export type ExportModeId = EnumValue<typeof ExportMode>;
export const ExportJobState = { InProgress: 1, Completed: 2, Failed: 3 } as const;
export type ExportJobStateId = EnumValue<typeof ExportJobState>;

/**
 * The groups a media file falls into by its extension: images, video, audio, documents, and Misc; each group has
 * its own list of allowed extensions (portal-platform §3.6, §9).
 */
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

/** Location hierarchy levels: site → building → floor → room. */
export const LocationLevel = { Site: 1, Building: 2, Floor: 3, Room: 4 } as const;
export type LocationLevelId = EnumValue<typeof LocationLevel>;

/** Move requests: 'Awaiting Approval' → 'Approved' / 'Rejected'; an approved move is then carried out. */
export const MoveRequestStatus = {
  AwaitingApproval: 1,
  Approved: 2,
  Rejected: 3,
  Completed: 4,
  Cancelled: 5,
} as const;
export type MoveRequestStatusId = EnumValue<typeof MoveRequestStatus>;

/** Material requests: approved like a move, then fulfilled from a warehouse's stock. */
export const MaterialRequestStatus = { AwaitingApproval: 1, Approved: 2, Rejected: 3, Fulfilled: 4 } as const;
export type MaterialRequestStatusId = EnumValue<typeof MaterialRequestStatus>;

/** Request statuses as people read them. */
export const MOVE_REQUEST_STATUS_LABELS: Readonly<Record<MoveRequestStatusId, string>> = {
  1: ApprovalLabel.AwaitingApproval,
  2: ApprovalLabel.Approved,
  3: ApprovalLabel.Rejected,
  4: "Completed",
  5: "Cancelled",
};
export const MATERIAL_REQUEST_STATUS_LABELS: Readonly<Record<MaterialRequestStatusId, string>> = {
  1: ApprovalLabel.AwaitingApproval,
  2: ApprovalLabel.Approved,
  3: ApprovalLabel.Rejected,
  4: "Fulfilled",
};

/** A warehouse scan brings units in or sends them out. */
export const WarehouseScanDirection = { In: "In", Out: "Out" } as const;
export type WarehouseScanDirectionValue = EnumValue<typeof WarehouseScanDirection>;

/**
 * Six fixed-asset calls carry an API-version header (portal-platform §7): update status, persist dashboard
 * customisations, persist vendor, parts configuration create/read/update/delete, persist media, clone.
 */
export const API_VERSION_HEADER = "X-Api-Version";
export const API_VERSION_2 = 2;
