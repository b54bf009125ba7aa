import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { PersonState } from "../identity/identity.enums.ts";

/**
 * The user list's state filter (FilterTypeId): 0 everyone, 1 enabled users, 2 disabled users, 3 invited people
 * (enabled, no password set yet), 4 active people (enabled, password set).
 */
export const UserFilterType = { All: 0, Enabled: 1, Disabled: 2, Invited: 3, Active: 4 } as const;
export const USER_LIST_PAGE_SIZE = 1000;

/** Employee/GetUserList (PageNumber, PageSize, Filters): the organisation's users, by name. */
export const UserListQuerySchema = z.object({
  PageNumber: z.coerce.number<unknown>().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number<unknown>().int().min(1).max(USER_LIST_PAGE_SIZE).default(USER_LIST_PAGE_SIZE),
  Filters: CallerEchoSchema.extend({
    SearchQuery: z.string().trim().max(200).optional(),
    FilterTypeId: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(0),
    RoleId: RecordIdSchema.optional(),
  }).default({ FilterTypeId: 0 }),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserListItemSchema = z.object({
  EmployeeId: z.number().int(),
  FullName: z.string(),
  email: z.string(),
  OrganizationName: z.string(),
  RoleId: z.number().int(),
  RoleName: z.string(),
  IsEnabled: z.boolean(),
  /** ISO 8601, or null when the user never signed in. */
  LastSignIn: z.string().nullable(),
  /** Invited (no password set yet), Active, or Disabled (not enabled). */
  State: enumSchema(PersonState),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserListReplySchema = z.object({
  Users: z.array(UserListItemSchema),
  TotalCount: z.number().int(),
});
export type UserListReply = z.infer<typeof UserListReplySchema>;

export const ChangeUserRoleSchema = z.object({ EmployeeId: RecordIdSchema, RoleId: RecordIdSchema });
export const SetUserEnabledSchema = z.object({ EmployeeId: RecordIdSchema, IsEnabled: z.boolean() });
/** A user's role or state changed: the user as now stored. */
export const UserChangeReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  User: UserListItemSchema,
});
export type UserChangeReply = z.infer<typeof UserChangeReplySchema>;

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
export const UsersOrRolesOrGroupsReplySchema = z.object({
  Users: z.array(z.object({ EmployeeId: z.number().int(), FullName: z.string(), Email: z.string() })),
  Roles: z.array(z.object({ RoleId: z.number().int(), RoleName: z.string(), IsEnabled: z.boolean() })),
  Groups: z.array(z.object({ GroupId: z.number().int(), GroupName: z.string() })),
});
export type UsersOrRolesOrGroupsReply = z.infer<typeof UsersOrRolesOrGroupsReplySchema>;
