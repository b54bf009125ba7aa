import {
  AuditEntityType,
  DomainEventType,
  ResultCode,
  type ChangeUserRoleContract,
  type ContractBody,
  type ContractQuery,
  type GetUsersOrRolesOrGroupsContract,
  type SetUserEnabledContract,
  type UserChangeReply,
  type UserListItem,
  type UserListQuery,
  type UserListReply,
  type UsersOrRolesOrGroupsReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import { recordChange, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  findOrgRole,
  findUser,
  listRoles,
  listUserPicks,
  listUsers,
  updateUser,
} from "./user-admin.repository.ts";

type ChangeUserRole = ContractBody<typeof ChangeUserRoleContract>;
type SetUserEnabled = ContractBody<typeof SetUserEnabledContract>;
type UsersOrRolesOrGroupsQuery = ContractQuery<typeof GetUsersOrRolesOrGroupsContract>;

const userNotFound = (id: number): AppError => new AppError("NOT_FOUND", { message: `User ${id} not found` });

/** The organisation's users, by full name: text (name or e-mail, any case), state and role filters, paged. */
export const userList = async (
  ctx: AppContext,
  session: ActiveSession,
  query: UserListQuery,
): Promise<UserListReply> => {
  const { PageNumber, PageSize, Filters } = query;
  const { users, total } = await listUsers(ctx.db, session.orgId, {
    search: Filters.SearchQuery || undefined,
    filterTypeId: Filters.FilterTypeId,
    roleId: Filters.RoleId,
    offset: (PageNumber - 1) * PageSize,
    limit: PageSize,
  });
  return { Users: users, TotalCount: total };
};

/** The user, locked for the change; another organisation's user is a 404 like a missing one. */
const lockUser = async (tx: Tx, session: ActiveSession, employeeId: number): Promise<UserListItem> => {
  const user = await findUser(tx, session.orgId, employeeId, { lock: true });
  if (!user) throw userNotFound(employeeId);
  return user;
};

/**
 * Tells the user's open tabs (ChangeDetected, clientId: the role they held) and then ends their sessions.
 * The push goes first: it travels the channel the revocation takes, so the tabs hear it before they are cut off.
 * A push that fails must not keep the sessions alive.
 */
const endSessionsOf = async (
  ctx: AppContext,
  orgId: number,
  employeeId: number,
  heldRoleId: number,
  reason: "role-changed" | "user-disabled",
): Promise<void> => {
  try {
    await ctx.hub.roleChanged(employeeId, {
      Kind: "RoleChanged",
      clientId: heldRoleId,
      employeeId,
      Reason: reason === "user-disabled" ? "Disabled" : "RoleChanged",
    });
  } catch (err) {
    ctx.logger.warn({ err, employeeId }, "the role-change push failed; the sessions end all the same");
  }
  await ctx.sessions.revoke({ orgId, employeeId }, reason);
};

const changeReply = async (
  ctx: AppContext,
  session: ActiveSession,
  employeeId: number,
  message: string,
): Promise<UserChangeReply> => {
  const user = await findUser(ctx.db, session.orgId, employeeId);
  if (!user) throw userNotFound(employeeId);
  return { StatusCode: ResultCode.Success, StatusMessage: message, User: user };
};

/**
 * Gives a user another enabled role of the organisation. The role, a history entry and a RoleChanged event
 * are kept together; after the commit the user's tabs are told and the user's sessions end at once, so the
 * new role applies from the next sign-in. An administrator cannot change their own role.
 */
export const changeUserRole = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ChangeUserRole,
): Promise<UserChangeReply> => {
  const { orgId, employeeId: actorId } = session;
  const { user, role } = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, session, body.EmployeeId);
    const role = await findOrgRole(tx, orgId, body.RoleId);
    if (!role) throw invalidField("RoleId", "is not a role of your organisation");
    if (!role.enabled) throw invalidField("RoleId", `the role ${role.name} is disabled`);
    if (user.EmployeeId === actorId)
      throw new AppError("NOT_ALLOWED_NOW", {
        message: "You cannot change your own role. Ask another administrator to do it.",
      });
    if (user.RoleId === role.id)
      throw new AppError("CONFLICT", { message: `${user.FullName} already has that role.` });
    const at = ctx.now();
    await updateUser(tx, orgId, user.EmployeeId, { roleId: role.id }, at);
    await recordChange(tx, {
      history: [
        {
          orgId,
          entityType: AuditEntityType.Employee,
          entityId: user.EmployeeId,
          action: "RoleChanged",
          summary: `Role changed from ${user.RoleName} to ${role.name}`,
          changes: [{ Field: "Role", From: user.RoleName, To: role.name }],
          employeeId: actorId,
          at,
        },
      ],
      events: [
        {
          orgId,
          eventType: DomainEventType.RoleChanged,
          actorId,
          subjectType: AuditEntityType.Employee,
          subjectId: user.EmployeeId,
          concerns: [user.EmployeeId],
          payload: {
            FromRoleId: user.RoleId,
            FromRoleName: user.RoleName,
            ToRoleId: role.id,
            ToRoleName: role.name,
          },
          at,
        },
      ],
    });
    return { user, role };
  });
  await endSessionsOf(ctx, orgId, user.EmployeeId, user.RoleId, "role-changed");
  return changeReply(ctx, session, user.EmployeeId, `${user.FullName}'s role is now ${role.name}.`);
};

/**
 * Enables or disables a user, with a history entry. Disabling tells the user's tabs and ends their sessions
 * at once; enabling lets them sign in again. An administrator cannot disable themself.
 */
export const setUserEnabled = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SetUserEnabled,
): Promise<UserChangeReply> => {
  const { orgId, employeeId: actorId } = session;
  const user = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, session, body.EmployeeId);
    if (user.EmployeeId === actorId && !body.IsEnabled)
      throw new AppError("NOT_ALLOWED_NOW", {
        message: "You cannot disable your own account. Ask another administrator to do it.",
      });
    if (user.IsEnabled === body.IsEnabled)
      throw new AppError("CONFLICT", {
        message: `${user.FullName} is already ${body.IsEnabled ? "enabled" : "disabled"}.`,
      });
    const at = ctx.now();
    await updateUser(tx, orgId, user.EmployeeId, { enabled: body.IsEnabled }, at);
    const [from, to] = body.IsEnabled ? ["Disabled", "Enabled"] : ["Enabled", "Disabled"];
    await recordHistory(tx, [
      {
        orgId,
        entityType: AuditEntityType.Employee,
        entityId: user.EmployeeId,
        action: to,
        summary: `User ${to.toLowerCase()}`,
        changes: [{ Field: "State", From: from, To: to }],
        employeeId: actorId,
        at,
      },
    ]);
    return user;
  });
  if (!body.IsEnabled) await endSessionsOf(ctx, orgId, user.EmployeeId, user.RoleId, "user-disabled");
  return changeReply(
    ctx,
    session,
    user.EmployeeId,
    `${user.FullName} is now ${body.IsEnabled ? "enabled" : "disabled"}.`,
  );
};

/** The organisation's users and/or roles, as asked; this product has no user groups, so Groups is empty. */
export const usersOrRolesOrGroups = async (
  ctx: AppContext,
  session: ActiveSession,
  query: UsersOrRolesOrGroupsQuery,
): Promise<UsersOrRolesOrGroupsReply> => {
  const [users, roles] = await Promise.all([
    query.IsUserReq ? listUserPicks(ctx.db, session.orgId) : [],
    query.IsRoleReq ? listRoles(ctx.db, session.orgId) : [],
  ]);
  return { Users: users, Roles: roles, Groups: [] };
};
