import { z } from "zod";
import { CallerEchoSchema, optionalId } from "../shared/request.schemas.ts";

const requiredId = (name: string) =>
  z.coerce
    .number<unknown>({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);

export const RoutePermissionsRequestSchema = CallerEchoSchema.extend({
  RoleId: optionalId,
  TypeId: z.coerce.number<unknown>().int().positive().max(1000).default(1),
});
export type RoutePermissionsRequest = z.infer<typeof RoutePermissionsRequestSchema>;

export const ModulePermissionQuerySchema = z.object({
  ModuleId: requiredId("ModuleId"),
  ParentId: z.coerce.number<unknown>().int().nonnegative().max(2_147_483_647).optional(),
});
export type ModulePermissionQuery = z.infer<typeof ModulePermissionQuerySchema>;

export const RolePermissionByRoleIdQuerySchema = z.object({ roleId: requiredId("roleId") });
export type RolePermissionByRoleIdQuery = z.infer<typeof RolePermissionByRoleIdQuerySchema>;

/** A role's permission tab (Tabs[] of rolepermission/GetRolePermissionByRoleId). Enabled is 1 when enabled. */
export type RolePermissionTab = {
  ModuleId: number;
  ParentId: number | null;
  ModuleName: string;
  AccessRightTypeId: number;
  Enabled: 0 | 1;
};

export type ModulePermissionReply = {
  StatusCode: number;
  StatusMessage: string;
  ModuleId: number;
  ParentId: number | null;
  Enabled: boolean;
  AccessRightTypeId: number;
  CanRead: boolean;
  CanWrite: boolean;
};
