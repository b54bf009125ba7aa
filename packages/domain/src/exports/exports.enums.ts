import type { EnumValue } from "../shared/enum.ts";
import {
  AccessRightType,
  ModuleId,
  moduleRef,
  type AccessRightTypeId,
  type ModuleRef,
} from "../permissions/permissions.enums.ts";

/**
 * The file formats an export can be written in: Excel (xlsx), PDF, Word (docx), or a zip of files; each kind of
 * export allows some of them (portal-platform §9).
 */
export const ExportFormat = { Xlsx: "xlsx", Pdf: "pdf", Docx: "docx", Zip: "zip" } as const;
export type ExportFormatValue = EnumValue<typeof ExportFormat>;

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormatValue, string>> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

/**
 * What can be exported, by id: the lists and reports people may take away as a file (portal-platform §3.7 counts
 * about 43 kinds; these are the ones the product has so far).
 */
export const ExportKind = {
  AssetList: 1,
  LocationList: 2,
  MoveRequests: 3,
  MaterialRequests: 4,
  WarehouseStock: 5,
  Media: 6,
  TaskList: 7,
  ProjectList: 8,
  ProjectPlan: 9,
  TicketList: 10,
  LeaseList: 11,
  ChargeCodeList: 12,
} as const;
export type ExportKindId = EnumValue<typeof ExportKind>;

export type ExportKindInfo = {
  /** As the download centre names it. */
  title: string;
  /** The file-name prefix (portal-platform §9); the file is `{prefix}_{YYYYMMDDHHmmss}.{format}`. */
  prefix: string;
  formats: readonly ExportFormatValue[];
  /** The module right an export of this kind needs, at `level` (read-write unless told). */
  module: ModuleRef;
  level?: AccessRightTypeId;
};

const LIST_FORMATS = ["xlsx", "pdf", "docx"] as const;
const ASSET_EXPORT: ModuleRef = { moduleId: ModuleId.AssetExport, parentId: ModuleId.FixedAssets };

export const EXPORT_KINDS: Readonly<Record<ExportKindId, ExportKindInfo>> = {
  1: { title: "Asset list", prefix: "Assets_List", formats: LIST_FORMATS, module: ASSET_EXPORT },
  2: {
    title: "Location list",
    prefix: "Locations_List",
    formats: LIST_FORMATS,
    module: { moduleId: ModuleId.LocationExport, parentId: ModuleId.Locations },
  },
  3: { title: "Move requests", prefix: "Move_Requests", formats: LIST_FORMATS, module: ASSET_EXPORT },
  4: { title: "Material requests", prefix: "Material_Requests", formats: LIST_FORMATS, module: ASSET_EXPORT },
  5: { title: "Warehouse stock", prefix: "Warehouse_Stock", formats: LIST_FORMATS, module: ASSET_EXPORT },
  // A record's pictures and documents; the right is the record's gallery right (DOCUMENT_MODULES).
  6: { title: "Media", prefix: "Media", formats: ["zip"], module: ASSET_EXPORT },
  7: {
    title: "Work orders",
    prefix: "WorkOrders",
    formats: LIST_FORMATS,
    module: { moduleId: ModuleId.TaskExport, parentId: ModuleId.TaskOperations },
  },
  // Whoever reads the projects may take them away as a file (portal-platform §3.7 has no export operation).
  8: {
    title: "Project list",
    prefix: "Projects",
    formats: LIST_FORMATS,
    module: moduleRef(ModuleId.Projects),
    level: AccessRightType.ReadOnly,
  },
  // One project's tasks as a plan; the file is named after the project (ProjectPlan_{code}_…).
  9: {
    title: "Project plan",
    prefix: "ProjectPlan",
    formats: ["xlsx"],
    module: moduleRef(ModuleId.Projects),
    level: AccessRightType.ReadOnly,
  },
  // Ticket exports (portal-platform §3.7): whoever reads the tickets may take them away as a file.
  10: {
    title: "Ticket list",
    prefix: "Tickets_List",
    formats: LIST_FORMATS,
    module: moduleRef(ModuleId.WorkOrders),
    level: AccessRightType.ReadOnly,
  },
  // The lease register: whoever reads the leases may take them away as a file, named leases_{stamp}.
  11: {
    title: "Lease list",
    prefix: "leases",
    formats: LIST_FORMATS,
    module: moduleRef(ModuleId.Leases),
    level: AccessRightType.ReadOnly,
  },
  // The charge-code catalogue: whoever reads billing may take it away as a file, named charge codes_{stamp}.
  12: {
    title: "Charge codes",
    prefix: "charge codes",
    formats: LIST_FORMATS,
    module: moduleRef(ModuleId.Billing),
    level: AccessRightType.ReadOnly,
  },
};

/** PDF and Word exports are pages meant for reading: they hold at most this many rows (xlsx holds any). */
export const EXPORT_MAX_DOCUMENT_ROWS = 5000;

/**
 * An export's file name: prefix, the record's label when the file is one record's (a project's code), stamp
 * (YYYYMMDDHHmmss, display time zone) and the format's extension. The label keeps letters, digits, '-' and '.'.
 */
export const exportFileName = (
  kind: ExportKindId,
  stamp: string,
  format: ExportFormatValue,
  label: string | null = null,
): string => {
  const safe = (label ?? "").replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^[_.]+|_+$/g, "");
  return `${EXPORT_KINDS[kind].prefix}${safe === "" ? "" : `_${safe}`}_${stamp}.${format}`;
};
