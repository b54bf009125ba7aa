import { GetModulePermissionForUserContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export const getModulePermission = (moduleId: number, parentId = 0) =>
  callContract(GetModulePermissionForUserContract, {
    query: { ModuleId: moduleId, ParentId: parentId },
  });
