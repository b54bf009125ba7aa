import type { EnumValue } from "../shared/enum.ts";
import { ModuleId, type ModuleRef } from "../permissions/permissions.enums.ts";

/** What a document or picture is attached to: a record of a module, or a folder of the document library. */
export const DocumentEntityType = {
  Asset: "asset",
  Location: "location",
  Task: "task",
  Lease: "lease",
  Library: "library",
} as const;
export type DocumentEntityTypeValue = EnumValue<typeof DocumentEntityType>;

/**
 * The module whose right governs each kind of attachment: seeing needs it at read-only level, adding and
 * deleting at read-write (docs/decisions/documents-and-media.md, "Documents and media").
 */
export const DOCUMENT_MODULES: Readonly<Record<DocumentEntityTypeValue, ModuleRef>> = {
  asset: { moduleId: ModuleId.AssetGallery, parentId: ModuleId.FixedAssets },
  location: { moduleId: ModuleId.LocationGallery, parentId: ModuleId.Locations },
  task: { moduleId: ModuleId.TaskGallery, parentId: ModuleId.TaskOperations },
  lease: { moduleId: ModuleId.LeaseDocuments, parentId: ModuleId.Leases },
  library: { moduleId: ModuleId.Documents, parentId: 0 },
};

/** Form types of FormBuilder/GetMediaFields (portal-platform §7.3): which record PrimaryId names. */
export const MediaFormType = { Location: 1, Asset: 2, Task: 3, Lease: 4, Library: 5 } as const;
export type MediaFormTypeId = EnumValue<typeof MediaFormType>;
export const MEDIA_FORM_ENTITY: Readonly<Record<MediaFormTypeId, DocumentEntityTypeValue>> = {
  1: "location",
  2: "asset",
  3: "task",
  4: "lease",
  5: "library",
};
