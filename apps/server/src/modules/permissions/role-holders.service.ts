import { AccessRightType } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { findRole, listRoleNamesWithModule } from "./permissions.repository.ts";

export type ModuleRight = { moduleId: number; parentId: number; level: number };

/**
 * A role's name, and the names of its organisation's enabled roles that hold any of some module rights: who to
 * ask for something the role may not do.
 */
export const rightHolders = async (
  ctx: AppContext,
  { orgId, roleId }: { orgId: number; roleId: number },
  rights: readonly ModuleRight[],
): Promise<{ roleName: string; holders: string[] }> => {
  const [role, ...holders] = await Promise.all([
    findRole(ctx.db, orgId, roleId),
    ...rights.map(({ moduleId, parentId, level }) =>
      listRoleNamesWithModule(ctx.db, orgId, {
        moduleId,
        parentId,
        level: Math.max(level, AccessRightType.ReadOnly),
      }),
    ),
  ]);
  return { roleName: role?.name ?? "", holders: [...new Set(holders.flat())] };
};
