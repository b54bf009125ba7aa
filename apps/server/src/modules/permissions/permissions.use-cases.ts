import {
  AccessRightType,
  ModuleId,
  ResultCode,
  type ModulePermissionQuery,
  type ModulePermissionReply,
  type RolePermissionTab,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { findRole, listRoutePatterns } from "./permissions.repository.ts";
import { PermissionsService } from "./permissions.service.ts";

const ROLE_MANAGEMENT = {
  kind: "module",
  moduleId: ModuleId.RoleManagement,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadOnly,
} as const;

/** A role's route patterns. Only the caller's own role: asking for another role's list is refused. */
export const routePatterns = async (
  ctx: AppContext,
  session: ActiveSession,
  { roleId, typeId }: { roleId?: number | undefined; typeId: number },
): Promise<string[]> => {
  if (roleId !== undefined && roleId !== 0 && roleId !== session.roleId) throw new AppError("FORBIDDEN");
  if (typeId === 1) return (await ctx.permissions.roleRights(session.orgId, session.roleId)).routes;
  return listRoutePatterns(ctx.db, session.orgId, session.roleId, typeId);
};

export const modulePermission = async (
  ctx: AppContext,
  session: ActiveSession,
  { ModuleId: moduleId, ParentId: parentId }: ModulePermissionQuery,
): Promise<ModulePermissionReply> => {
  const catalogue = await ctx.permissions.modules();
  const known = catalogue.filter(
    (m) => m.moduleId === moduleId && (parentId === undefined || m.parentId === parentId),
  );
  if (known.length === 0)
    throw new AppError("NOT_FOUND", { message: `ModuleId ${moduleId} is not a module` });
  const rights = await ctx.permissions.roleRights(session.orgId, session.roleId);
  const grant = PermissionsService.findGrant(rights, moduleId, parentId);
  const module = grant?.module ?? known[0]!;
  const level = grant?.level ?? AccessRightType.None;
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Success",
    ModuleId: module.moduleId,
    ParentId: module.parentId === 0 ? null : module.parentId,
    Enabled: grant !== undefined,
    AccessRightTypeId: level,
    CanRead: level >= AccessRightType.ReadOnly,
    CanWrite: level >= AccessRightType.ReadWrite,
  };
};

/**
 * Tabs[] of a role: every module of the product with Enabled 1 where the role has it.
 * The caller's own role is always readable; another role of the organisation needs Role Management;
 * a role of another organisation does not exist for the caller.
 */
export const rolePermissionTabs = async (ctx: AppContext, session: ActiveSession, roleId: number) => {
  const role = await findRole(ctx.db, session.orgId, roleId);
  if (!role) throw new AppError("NOT_FOUND", { message: `Role ${roleId} was not found` });
  if (
    role.id !== session.roleId &&
    !(await ctx.permissions.roleAllows(session.orgId, session.roleId, ROLE_MANAGEMENT))
  ) {
    throw new AppError("FORBIDDEN");
  }
  const [catalogue, rights] = await Promise.all([
    ctx.permissions.modules(),
    ctx.permissions.roleRights(role.orgId, role.id),
  ]);
  const tabs: RolePermissionTab[] = catalogue.map((m) => {
    const grant = PermissionsService.findGrant(rights, m.moduleId, m.parentId);
    return {
      ModuleId: m.moduleId,
      ParentId: m.parentId === 0 ? null : m.parentId,
      ModuleName: m.moduleName,
      AccessRightTypeId: grant?.level ?? AccessRightType.None,
      Enabled: grant ? 1 : 0,
    };
  });
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Success",
    RoleId: role.id,
    RoleName: role.name,
    RoleEnabled: role.enabled,
    Tabs: tabs,
  };
};
