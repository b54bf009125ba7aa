import { z } from "zod";
import type { StatusReply } from "../shared/contract.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { CallerEchoSchema } from "../shared/request.schemas.ts";

/** The user list's state filter (FilterTypeId): 0 everyone, 1 enabled users, 2 disabled users. */
export const UserFilterType = { All: 0, Enabled: 1, Disabled: 2 } as const;
export const USER_LIST_PAGE_SIZE = 1000;

/** Employee/GetUserList (PageNumber, PageSize, Filters): the organisation's users, by name. */
export const UserListQuerySchema = z.object({
  PageNumber: z.coerce.number<unknown>().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number<unknown>().int().min(1).max(USER_LIST_PAGE_SIZE).default(USER_LIST_PAGE_SIZE),
  Filters: CallerEchoSchema.extend({
    SearchQuery: z.string().trim().max(200).optional(),
    FilterTypeId: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    RoleId: RecordIdSchema.optional(),
  }).default({ FilterTypeId: 0 }),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export type UserListItem = {
  EmployeeId: number;
  FullName: string;
  email: string;
  OrganizationName: string;
  RoleId: number;
  RoleName: string;
  IsEnabled: boolean;
  /** ISO 8601, or null when the user never signed in. */
  LastSignIn: string | null;
};
export type UserListReply = { Users: UserListItem[]; TotalCount: number };

export const ChangeUserRoleSchema = z.object({ EmployeeId: RecordIdSchema, RoleId: RecordIdSchema });
export const SetUserEnabledSchema = z.object({ EmployeeId: RecordIdSchema, IsEnabled: z.boolean() });
export type UserChangeReply = StatusReply & { User: UserListItem };

/** Shared/GetUsersOrRolesOrGroups (query IsUserReq, IsRoleReq, IsGroupReq, IsSystemGroups). */
const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1")
  .optional();
export const UsersOrRolesOrGroupsQuerySchema = z.object({
  IsUserReq: flag,
  IsRoleReq: flag,
  IsGroupReq: flag,
  IsSystemGroups: flag,
});
export type UsersOrRolesOrGroupsReply = {
  Users: { EmployeeId: number; FullName: string; Email: string }[];
  Roles: { RoleId: number; RoleName: string; IsEnabled: boolean }[];
  Groups: { GroupId: number; GroupName: string }[];
};
