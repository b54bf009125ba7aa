import {
  NOTIFICATION_CATEGORY_NAMES,
  NOTIFICATION_KINDS,
  NotificationCategory,
  ResultCode,
  type NotificationCategoryValue,
  type NotificationConfigurationReply,
  type NotificationConfigurationRow,
  type NotificationModulesReply,
  type PersistNotificationConfiguration,
  type PersistUserNotificationPreference,
  type StatusReply,
  type UserNotificationPreference,
  type UserNotificationPreferenceReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  listOrgRoles,
  listOrgSettings,
  listPreferences,
  upsertOrgSettings,
  upsertPreferences,
  type StoredSetting,
} from "./notification-settings.repository.ts";

export const OWN_PREFERENCES_ONLY = "You can only change your own notification preferences.";

/** Whether a role gets a kind: no stored row, or a row that is on and names the role (or every role). */
const isOfferedTo = (setting: StoredSetting | undefined, roleId: number): boolean =>
  !setting || (setting.isEnabled && (setting.roleIds === null || setting.roleIds.includes(roleId)));

export const notificationModules = (): NotificationModulesReply => ({
  Categories: Object.values(NotificationCategory).map((category) => ({
    Category: category,
    Name: NOTIFICATION_CATEGORY_NAMES[category],
    Modules: NOTIFICATION_KINDS.filter((k) => k.category === category).map((k) => ({
      NotificationModuleId: k.id,
      Name: k.name,
      Description: k.description,
    })),
  })),
});

export const notificationConfiguration = async (
  ctx: AppContext,
  session: ActiveSession,
  category: NotificationCategoryValue | undefined,
): Promise<NotificationConfigurationReply> => {
  const [orgRoles, settings] = await Promise.all([
    listOrgRoles(ctx.db, session.orgId),
    listOrgSettings(ctx.db, session.orgId),
  ]);
  const roleIds = orgRoles.map((r) => r.id).sort((a, b) => a - b);
  const rows = NOTIFICATION_KINDS.filter((k) => !category || k.category === category).map(
    (kind): NotificationConfigurationRow => {
      const stored = settings.find((s) => s.kindId === kind.id);
      return {
        NotificationModuleId: kind.id,
        Name: kind.name,
        Description: kind.description,
        Category: kind.category,
        IsEnabled: stored?.isEnabled ?? true,
        // A role removed since the save is no longer listed.
        RoleIds: stored?.roleIds ? roleIds.filter((id) => stored.roleIds!.includes(id)) : roleIds,
      };
    },
  );
  return { Roles: orgRoles.map((r) => ({ RoleId: r.id, RoleName: r.name })), Rows: rows };
};

const duplicateKinds = (
  field: string,
  rows: readonly { NotificationModuleId: number }[],
): AppFieldProblem[] =>
  rows.flatMap((row, i) =>
    rows.findIndex((other) => other.NotificationModuleId === row.NotificationModuleId) < i
      ? [{ field: `${field}.${i}.NotificationModuleId`, message: "this kind is listed twice." }]
      : [],
  );

/**
 * Saves the organisation's configuration of the kinds sent, in one transaction. Every role of the organisation
 * ticked is kept as "every role", so a role added later gets the kind too.
 */
export const persistNotificationConfiguration = async (
  ctx: AppContext,
  session: ActiveSession,
  body: PersistNotificationConfiguration,
): Promise<StatusReply> => {
  const duplicates = duplicateKinds("Settings", body.Settings);
  if (duplicates.length > 0) throw invalidFields(duplicates);
  await ctx.db.transaction(async (tx) => {
    const orgRoleIds = new Set((await listOrgRoles(tx, session.orgId)).map((r) => r.id));
    const problems = body.Settings.flatMap((setting, i) =>
      setting.RoleIds.every((id) => orgRoleIds.has(id))
        ? []
        : [{ field: `Settings.${i}.RoleIds`, message: "must be roles of your organisation." }],
    );
    if (problems.length > 0) throw invalidFields(problems);
    const settings = body.Settings.map((setting): StoredSetting => {
      const chosen = [...new Set(setting.RoleIds)].sort((a, b) => a - b);
      return {
        kindId: setting.NotificationModuleId,
        isEnabled: setting.IsEnabled,
        roleIds: chosen.length === orgRoleIds.size ? null : chosen,
      };
    });
    await upsertOrgSettings(tx, session.orgId, settings, ctx.now());
  });
  return { StatusCode: ResultCode.Success, StatusMessage: "Notification settings saved." };
};

export const userNotificationPreferences = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<UserNotificationPreferenceReply> => {
  const [settings, preferences] = await Promise.all([
    listOrgSettings(ctx.db, session.orgId),
    listPreferences(ctx.db, session.employeeId),
  ]);
  return {
    Preferences: NOTIFICATION_KINDS.map((kind): UserNotificationPreference => ({
      NotificationModuleId: kind.id,
      Name: kind.name,
      Description: kind.description,
      Category: kind.category,
      IsEnabled: preferences.find((p) => p.kindId === kind.id)?.isEnabled ?? true,
      IsOffered: isOfferedTo(
        settings.find((s) => s.kindId === kind.id),
        session.roleId,
      ),
    })),
  };
};

/** Saves the caller's own choices; an identity in the body that is not the caller's is refused. */
export const persistUserNotificationPreferences = async (
  ctx: AppContext,
  session: ActiveSession,
  body: PersistUserNotificationPreference,
): Promise<StatusReply & UserNotificationPreferenceReply> => {
  const claimed = [body.EmployeeId, body.EmpId].filter((id) => id !== undefined && id !== 0);
  if (claimed.some((id) => id !== session.employeeId))
    throw new AppError("FORBIDDEN", { message: OWN_PREFERENCES_ONLY });
  const duplicates = duplicateKinds("Preferences", body.Preferences);
  if (duplicates.length > 0) throw invalidFields(duplicates);
  await ctx.db.transaction((tx) =>
    upsertPreferences(
      tx,
      session.employeeId,
      body.Preferences.map((p) => ({ kindId: p.NotificationModuleId, isEnabled: p.IsEnabled })),
    ),
  );
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Your notification preferences are saved.",
    ...(await userNotificationPreferences(ctx, session)),
  };
};
