import { GetLandingPageModulesByRoleContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** The role's modules and the shell's flags (portal-shell §7.3); kept until the session ends. */
export const landingModulesQuery = (employeeId: number | undefined, roleId: number | undefined) => ({
  queryKey: ["landing-modules", employeeId, roleId],
  queryFn: () => callContract(GetLandingPageModulesByRoleContract, { isSilent: true }),
  staleTime: Infinity,
});
