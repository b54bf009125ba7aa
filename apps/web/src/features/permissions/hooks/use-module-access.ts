import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { AccessRightType, holdsModule, TOP_LEVEL } from "@fieldstead/domain";
import { useSession } from "../../auth/index.ts";
import { landingModulesQuery } from "../api/get-landing-modules.ts";

export type ModuleAccess = {
  /** True until the role's modules have loaded: show no operation buttons yet. */
  isLoading: boolean;
  /**
   * Whether the role may use a module at a level (read-write unless told) — the rule the server applies, so
   * an operation the role lacks gets no button. Operations sit under their module: pass the parent's id.
   */
  can(moduleId: number, parentId?: number, level?: number): boolean;
};

/** The signed-in role's modules (the landing-page modules the shell has loaded already). */
export const useModuleAccess = (): ModuleAccess => {
  const { user } = useSession();
  const landing = useQuery({
    ...landingModulesQuery(user?.EmployeeId, user?.RoleId),
    enabled: user !== null,
  });
  const modules = landing.data?.Modules;
  const can = useCallback(
    (moduleId: number, parentId: number = TOP_LEVEL, level: number = AccessRightType.ReadWrite) =>
      modules !== undefined && holdsModule({ modules, moduleId, parentId, level }),
    [modules],
  );
  return { isLoading: landing.isPending, can };
};
