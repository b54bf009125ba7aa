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
export const RolePermissionTabSchema = z.object({
  ModuleId: z.number().int(),
  ParentId: z.number().int().nullable(),
  ModuleName: z.string(),
  AccessRightTypeId: z.number().int(),
  Enabled: z.union([z.literal(0), z.literal(1)]),
});
export type RolePermissionTab = z.infer<typeof RolePermissionTabSchema>;

/** A role with every module of the product as a tab (rolepermission/GetRolePermissionByRoleId). */
export const RolePermissionsReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  RoleId: z.number().int(),
  RoleName: z.string(),
  RoleEnabled: z.boolean(),
  Tabs: z.array(RolePermissionTabSchema),
});
export type RolePermissionsReply = z.infer<typeof RolePermissionsReplySchema>;

export const ModulePermissionReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  ModuleId: z.number().int(),
  ParentId: z.number().int().nullable(),
  Enabled: z.boolean(),
  AccessRightTypeId: z.number().int(),
  CanRead: z.boolean(),
  CanWrite: z.boolean(),
});
export type ModulePermissionReply = z.infer<typeof ModulePermissionReplySchema>;

/** The caller's allowed route patterns (rolepermission/GetRoutePermissions): Permission[] with URL. */
export const RoutePermissionsReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Permission: z.array(z.object({ URL: z.string() })),
});
export type RoutePermissionsReply = z.infer<typeof RoutePermissionsReplySchema>;

/** The caller's allowed route patterns as a plain list (src/GetAllowedRoutes). */
export const AllowedRoutesReplySchema = z.array(z.string());
export type AllowedRoutesReply = z.infer<typeof AllowedRoutesReplySchema>;
