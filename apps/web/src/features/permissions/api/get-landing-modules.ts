import type { LandingPageModulesReply } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

/** The role's modules and the shell's flags (portal-shell §7.3); kept until the session ends. */
export const landingModulesQuery = (employeeId: number | undefined, roleId: number | undefined) => ({
  queryKey: ["landing-modules", employeeId, roleId],
  queryFn: () =>
    apiFetch<LandingPageModulesReply>("/Employee/GetLandingPageModulesByRole", { isSilent: true }),
  staleTime: Infinity,
});
