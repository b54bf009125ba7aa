import type { EnumValue } from "../shared/enum.ts";
import { ModuleId, moduleRef, type ModuleRef } from "../permissions/permissions.enums.ts";

/** What a bulk import creates. */
export const ImportKind = { Locations: 1, Assets: 2, Tasks: 3, Leases: 4, ChargeCodes: 5 } as const;
export type ImportKindId = EnumValue<typeof ImportKind>;

/**
 * The bulk-create right each import needs (read-write); leases and charge codes have none of their own: the
 * Leases screen's and the Billing screen's.
 */
export const IMPORT_MODULES: Readonly<Record<ImportKindId, ModuleRef>> = {
  1: { moduleId: ModuleId.LocationBulkCreate, parentId: ModuleId.Locations },
  2: { moduleId: ModuleId.AssetBulkCreate, parentId: ModuleId.FixedAssets },
  3: { moduleId: ModuleId.TaskBulkCreate, parentId: ModuleId.TaskOperations },
  4: moduleRef(ModuleId.Leases),
  5: moduleRef(ModuleId.Billing),
};

/** An import runs in phases; the job's progress (0–100) covers all of them. */
export const ImportPhase = {
  Reading: "Reading",
  Checking: "Checking",
  Writing: "Writing",
  Done: "Done",
} as const;
export type ImportPhaseValue = EnumValue<typeof ImportPhase>;

/** Rows one import file may hold. */
export const IMPORT_MAX_ROWS = 50_000;
