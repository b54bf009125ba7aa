import { useMemo } from "react";
import { AccessRightType, DOCUMENT_MODULES, type DocumentEntityTypeValue } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";

/** The library's "Module" filter: where files come from, in the order they are offered. */
export const LIBRARY_MODULE_LABELS: readonly { entityType: DocumentEntityTypeValue; label: string }[] = [
  { entityType: "library", label: "Library" },
  { entityType: "asset", label: "Assets" },
  { entityType: "location", label: "Locations" },
  { entityType: "task", label: "Work orders" },
  { entityType: "lease", label: "Leases" },
];

/** The filter's choices the role may see: each needs read-only on the module that governs its files. */
export const useLibraryModules = () => {
  const { can } = useModuleAccess();
  return useMemo(
    () =>
      LIBRARY_MODULE_LABELS.filter(({ entityType }) => {
        const { moduleId, parentId } = DOCUMENT_MODULES[entityType];
        return can(moduleId, parentId, AccessRightType.ReadOnly);
      }),
    [can],
  );
};
