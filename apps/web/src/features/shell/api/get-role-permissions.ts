import type { RolePermissionTab } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

/** The module ids enabled for a role (Tabs[] with Enabled 1), for the carousel button (portal-shell §6). */
export const rolePermissionsQuery = (roleId: number | undefined) => ({
  queryKey: ["role-permissions", roleId],
  queryFn: async (): Promise<number[]> => {
    const reply = await apiFetch<{ Tabs: RolePermissionTab[] }>(
      `/rolepermission/GetRolePermissionByRoleId?roleId=${roleId}`,
      { isSilent: true },
    );
    return reply.Tabs.filter((tab) => tab.Enabled === 1).map((tab) => tab.ModuleId);
  },
  enabled: roleId !== undefined && roleId > 0,
  staleTime: Infinity,
});
