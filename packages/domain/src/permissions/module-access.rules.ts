import { AccessRightType, TOP_LEVEL } from "./permissions.enums.ts";

/** What the module check needs of each module the role holds (the landing-page module entries). */
export type HeldModule = {
  ModuleId: number;
  ParentId: number | null;
  GrantedAccessRightTypeId: number;
};

/**
 * Whether a role holds a module at a level or above: the same rule the server's guard applies to a call
 * guarded by the module, so a screen shows a button only when its call would be allowed.
 */
export const holdsModule = ({
  modules,
  moduleId,
  parentId = TOP_LEVEL,
  level = AccessRightType.ReadWrite,
}: {
  modules: readonly HeldModule[];
  moduleId: number;
  parentId?: number;
  level?: number;
}): boolean =>
  modules.some(
    (m) =>
      m.ModuleId === moduleId &&
      (m.ParentId ?? TOP_LEVEL) === parentId &&
      m.GrantedAccessRightTypeId >= Math.max(level, AccessRightType.ReadOnly),
  );
