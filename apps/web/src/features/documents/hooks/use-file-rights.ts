import { useCallback } from "react";
import { AccessRightType, DOCUMENT_MODULES, type DocumentEntityTypeValue } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";

/** Whether the role may add or delete files of a kind of record (read-write on its governing module). */
export const useCanChangeFiles = () => {
  const { can } = useModuleAccess();
  return useCallback(
    (entityType: string) => {
      const ref = DOCUMENT_MODULES[entityType as DocumentEntityTypeValue];
      return ref !== undefined && can(ref.moduleId, ref.parentId, AccessRightType.ReadWrite);
    },
    [can],
  );
};
