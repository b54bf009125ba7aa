import {
  NotificationCategory,
  NotificationKind,
  type NotificationConfigurationReply,
  type NotificationModulesReply,
  type UserNotificationPreferenceReply,
} from "@fieldstead/domain";

const { AccessControl, ProjectPersonas, ProjectNotifications } = NotificationCategory;

export const MODULES: NotificationModulesReply = {
  Categories: [
    {
      Category: ProjectPersonas,
      Name: "Project personas",
      Modules: [
        {
          NotificationModuleId: NotificationKind.WorkOrderAssigned,
          Name: "Work order assigned",
          Description: "",
        },
        { NotificationModuleId: NotificationKind.ReviewRequested, Name: "Review requested", Description: "" },
      ],
    },
    {
      Category: ProjectNotifications,
      Name: "Project notifications",
      Modules: [
        {
          NotificationModuleId: NotificationKind.LeasePaymentDue,
          Name: "Lease payment due",
          Description: "",
        },
      ],
    },
    {
      Category: AccessControl,
      Name: "Access control",
      Modules: [
        { NotificationModuleId: NotificationKind.RoleChanged, Name: "Role changed", Description: "" },
      ],
    },
  ],
};

export const CONFIGURATION: NotificationConfigurationReply = {
  Roles: [
    { RoleId: 1, RoleName: "Administrator" },
    { RoleId: 2, RoleName: "Field Technician" },
  ],
  Rows: [
    {
      NotificationModuleId: NotificationKind.RoleChanged,
      Name: "Role changed",
      Description: "An administrator changes my role.",
      Category: AccessControl,
      IsEnabled: true,
      RoleIds: [1, 2],
    },
    {
      NotificationModuleId: NotificationKind.ReviewRequested,
      Name: "Review requested",
      Description: "A completed work order waits for my review.",
      Category: ProjectPersonas,
      IsEnabled: true,
      RoleIds: [1],
    },
    {
      NotificationModuleId: NotificationKind.WorkOrderAssigned,
      Name: "Work order assigned",
      Description: "A work order is assigned to me.",
      Category: ProjectPersonas,
      IsEnabled: true,
      RoleIds: [2],
    },
    {
      NotificationModuleId: NotificationKind.LeasePaymentDue,
      Name: "Lease payment due",
      Description: "A lease payment falls due within the next 7 days.",
      Category: ProjectNotifications,
      IsEnabled: false,
      RoleIds: [],
    },
  ],
};

export const PREFERENCES: UserNotificationPreferenceReply = {
  Preferences: CONFIGURATION.Rows.map((row) => ({
    NotificationModuleId: row.NotificationModuleId,
    Name: row.Name,
    Description: row.Description,
    Category: row.Category,
    IsEnabled: true,
    // The signed-in technician's role gets the kinds role 2 is ticked for.
    IsOffered: row.IsEnabled && row.RoleIds.includes(2),
  })),
};
