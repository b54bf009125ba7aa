import { GetRolePermissionByRoleIdContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** The module ids enabled for a role (Tabs[] with Enabled 1), for the carousel button (portal-shell §6). */
export const rolePermissionsQuery = (roleId: number | undefined) => ({
  queryKey: ["role-permissions", roleId],
  queryFn: async (): Promise<number[]> => {
    const reply = await callContract(GetRolePermissionByRoleIdContract, {
      query: { roleId },
      isSilent: true,
    });
    return reply.Tabs.filter((tab) => tab.Enabled === 1).map((tab) => tab.ModuleId);
  },
  enabled: roleId !== undefined && roleId > 0,
  staleTime: Infinity,
});
