import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  ChangeUserRoleSchema,
  SetUserEnabledSchema,
  UserChangeReplySchema,
  UserListQuerySchema,
  UserListReplySchema,
  UsersOrRolesOrGroupsQuerySchema,
  UsersOrRolesOrGroupsReplySchema,
} from "./user-admin.schemas.ts";

const TAG = "User administration";
// The User Administration screen sits under Admin in the module tree.
const SCREEN = { kind: "module", moduleId: ModuleId.UserAdministration, parentId: ModuleId.Admin } as const;
const READ = { ...SCREEN, level: AccessRightType.ReadOnly } as const;
const WRITE = { ...SCREEN, level: AccessRightType.ReadWrite } as const;

export const GetUserListContract = defineContract({
  method: "POST",
  path: "/Employee/GetUserList",
  summary: "The organisation's users with their roles, filtered by text, state and role (Users, TotalCount).",
  tag: TAG,
  access: READ,
  body: UserListQuerySchema,
  reply: UserListReplySchema,
});

export const ChangeUserRoleContract = defineContract({
  method: "POST",
  path: "/Employee/ChangeUserRole",
  summary:
    "Gives a user another role of the organisation; the user's sessions end at once and their open tabs are told (ChangeDetected).",
  tag: TAG,
  access: WRITE,
  body: ChangeUserRoleSchema,
  reply: UserChangeReplySchema,
});

export const SetUserEnabledContract = defineContract({
  method: "POST",
  path: "/Employee/SetUserEnabled",
  summary:
    "Enables or disables a user; disabling ends the user's sessions at once and tells their open tabs.",
  tag: TAG,
  access: WRITE,
  body: SetUserEnabledSchema,
  reply: UserChangeReplySchema,
});

export const GetUsersOrRolesOrGroupsContract = defineContract({
  method: "GET",
  path: "/Shared/GetUsersOrRolesOrGroups",
  summary: "The organisation's users, roles and groups, as asked (pickers).",
  tag: TAG,
  access: READ,
  query: UsersOrRolesOrGroupsQuerySchema,
  reply: UsersOrRolesOrGroupsReplySchema,
});
