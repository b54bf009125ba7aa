import { enumSchema, type EnumValue } from "../shared/enum.ts";
import { ModuleId, type ModuleRef } from "../permissions/permissions.enums.ts";

/** Export file formats (portal-platform §9: xlsx, pdf, docx, zip). */
export const ExportFormat = { Xlsx: "xlsx", Pdf: "pdf", Docx: "docx", Zip: "zip" } as const;
export type ExportFormatValue = EnumValue<typeof ExportFormat>;
export const ExportFormatSchema = enumSchema(ExportFormat);

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormatValue, string>> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

/** Export/report kinds (portal-platform §3.7 lists about 43; these are the ones the product has so far). */
export const ExportKind = {
  AssetList: 1,
  LocationList: 2,
  MoveRequests: 3,
  MaterialRequests: 4,
  WarehouseStock: 5,
  Media: 6,
} as const;
export type ExportKindId = EnumValue<typeof ExportKind>;
export const ExportKindIdSchema = enumSchema(ExportKind);

export type ExportKindInfo = {
  /** As the download centre names it. */
  title: string;
  /** The file-name prefix (portal-platform §9); the file is `{prefix}_{YYYYMMDDHHmmss}.{format}`. */
  prefix: string;
  formats: readonly ExportFormatValue[];
  /** The module right (read-write) an export of this kind needs. */
  module: ModuleRef;
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
};

/** PDF and Word exports are pages meant for reading: they hold at most this many rows (xlsx holds any). */
export const EXPORT_MAX_DOCUMENT_ROWS = 5000;

/** An export's file name: prefix, stamp (YYYYMMDDHHmmss, display time zone) and the format's extension. */
export const exportFileName = (kind: ExportKindId, stamp: string, format: ExportFormatValue): string =>
  `${EXPORT_KINDS[kind].prefix}_${stamp}.${format}`;
