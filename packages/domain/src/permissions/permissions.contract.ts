import { defineContract } from "../shared/contract.ts";
import {
  AllowedRoutesReplySchema,
  ModulePermissionQuerySchema,
  ModulePermissionReplySchema,
  RolePermissionByRoleIdQuerySchema,
  RolePermissionsReplySchema,
  RoutePermissionsReplySchema,
  RoutePermissionsRequestSchema,
} from "./permissions.schemas.ts";
import { z } from "zod";

export const GetRoutePermissionsContract = defineContract({
  method: "POST",
  path: "/rolepermission/GetRoutePermissions",
  summary: "Allowed route patterns of the caller's role (TypeId 1 guards navigation): Permission[] with URL.",
  tag: "Permissions",
  access: { kind: "session" },
  body: RoutePermissionsRequestSchema,
  reply: RoutePermissionsReplySchema,
});

export const GetAllowedRoutesContract = defineContract({
  method: "POST",
  path: "/src/GetAllowedRoutes",
  summary: "The caller's allowed route patterns as a plain list of strings.",
  tag: "Permissions",
  access: { kind: "session" },
  body: z.unknown().optional(),
  reply: AllowedRoutesReplySchema,
});

export const GetModulePermissionForUserContract = defineContract({
  method: "GET",
  path: "/rolepermission/GetModulePermissionForUser",
  summary: "The caller's permission on one module.",
  tag: "Permissions",
  access: { kind: "session" },
  query: ModulePermissionQuerySchema,
  reply: ModulePermissionReplySchema,
});

export const GetRolePermissionByRoleIdContract = defineContract({
  method: "GET",
  path: "/rolepermission/GetRolePermissionByRoleId",
  summary:
    "Tabs[] (ModuleId, Enabled) of a role. The caller's own role is always readable; another role of the organisation needs Role Management.",
  tag: "Permissions",
  access: { kind: "session" },
  query: RolePermissionByRoleIdQuerySchema,
  reply: RolePermissionsReplySchema,
});
