import type { NotificationConfigurationRow, PersistNotificationConfiguration } from "@fieldstead/domain";

export type ConfigurationSetting = { IsEnabled: boolean; RoleIds: number[] };
/** Unsaved changes by kind. */
export type ConfigurationEdits = Readonly<Record<number, ConfigurationSetting>>;

const roleSet = (ids: readonly number[]) => [...new Set(ids)].sort((x, y) => x - y).join(",");
const sameRoles = (a: readonly number[], b: readonly number[]) => roleSet(a) === roleSet(b);

/** A row as it stands on screen: the saved row with its unsaved change, if any. */
export const settingOf = (
  row: NotificationConfigurationRow,
  edits: ConfigurationEdits,
): ConfigurationSetting =>
  edits[row.NotificationModuleId] ?? { IsEnabled: row.IsEnabled, RoleIds: row.RoleIds };

/** A role ticked or unticked for one kind. */
export const withRole = (
  setting: ConfigurationSetting,
  roleId: number,
  isOn: boolean,
): ConfigurationSetting => ({
  ...setting,
  RoleIds: isOn
    ? [...new Set([...setting.RoleIds, roleId])].sort((a, b) => a - b)
    : setting.RoleIds.filter((id) => id !== roleId),
});

/** What Save sends: only the kinds whose setting differs from the saved one (others' saves are kept). */
export const configurationChanges = (
  rows: readonly NotificationConfigurationRow[],
  edits: ConfigurationEdits,
): PersistNotificationConfiguration["Settings"] =>
  rows.flatMap((row) => {
    const setting = edits[row.NotificationModuleId];
    if (!setting) return [];
    const isSame = setting.IsEnabled === row.IsEnabled && sameRoles(setting.RoleIds, row.RoleIds);
    return isSame
      ? []
      : [
          {
            NotificationModuleId: row.NotificationModuleId,
            IsEnabled: setting.IsEnabled,
            RoleIds: setting.RoleIds,
          },
        ];
  });
