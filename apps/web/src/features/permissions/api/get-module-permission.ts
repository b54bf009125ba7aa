import type { ModulePermissionReply } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

export const getModulePermission = (moduleId: number, parentId = 0) =>
  apiFetch<ModulePermissionReply>(
    `/rolepermission/GetModulePermissionForUser?ModuleId=${moduleId}&ParentId=${parentId}`,
  );
