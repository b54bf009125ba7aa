import { describe, expect, it } from "vitest";
import {
  NotificationCategory,
  NotificationKind,
  type NotificationConfigurationRow,
} from "@fieldstead/domain";
import { configurationChanges, settingOf, withRole } from "./notification-configuration.ts";

const ROW = (id: NotificationConfigurationRow["NotificationModuleId"], roleIds: number[]) => ({
  NotificationModuleId: id,
  Name: `Kind ${id}`,
  Description: "",
  Category: NotificationCategory.ProjectPersonas,
  IsEnabled: true,
  RoleIds: roleIds,
});
const ASSIGNED = ROW(NotificationKind.WorkOrderAssigned, [1, 2]);
const SHARED = ROW(NotificationKind.WorkOrderShared, [2]);

describe("the organisation's configuration on screen", () => {
  it("shows the saved setting until it is changed", () => {
    expect(settingOf(ASSIGNED, {})).toEqual({ IsEnabled: true, RoleIds: [1, 2] });
    expect(
      settingOf(ASSIGNED, { [ASSIGNED.NotificationModuleId]: { IsEnabled: false, RoleIds: [] } }),
    ).toEqual({
      IsEnabled: false,
      RoleIds: [],
    });
  });

  it("ticks and unticks roles without repeats", () => {
    const setting = { IsEnabled: true, RoleIds: [2] };
    expect(withRole(setting, 1, true).RoleIds).toEqual([1, 2]);
    expect(withRole(setting, 2, true).RoleIds).toEqual([2]);
    expect(withRole(setting, 2, false).RoleIds).toEqual([]);
  });

  it("saves only the kinds whose setting differs from the saved one", () => {
    const edits = {
      // Changed back to what is saved, in another order: nothing to save.
      [ASSIGNED.NotificationModuleId]: { IsEnabled: true, RoleIds: [2, 1] },
      [SHARED.NotificationModuleId]: { IsEnabled: false, RoleIds: [2] },
    };
    expect(configurationChanges([ASSIGNED, SHARED], edits)).toEqual([
      { NotificationModuleId: NotificationKind.WorkOrderShared, IsEnabled: false, RoleIds: [2] },
    ]);
  });
});
