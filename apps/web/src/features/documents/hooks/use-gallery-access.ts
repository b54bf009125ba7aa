import { AccessRightType, DOCUMENT_MODULES, type DocumentEntityTypeValue } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";

/** What the role may do with the files of one kind of record: see them, and add or delete them. */
export const useGalleryAccess = (entityType: DocumentEntityTypeValue) => {
  const { can, isLoading } = useModuleAccess();
  const { moduleId, parentId } = DOCUMENT_MODULES[entityType];
  return {
    isLoading,
    canView: can(moduleId, parentId, AccessRightType.ReadOnly),
    canChange: can(moduleId, parentId, AccessRightType.ReadWrite),
  };
};
