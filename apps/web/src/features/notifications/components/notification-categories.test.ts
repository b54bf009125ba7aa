import { describe, expect, it } from "vitest";
import { NotificationCategory, NotificationKind } from "@fieldstead/domain";
import { groupByCategory } from "./notification-categories.ts";

const { AccessControl, ProjectPersonas, ProjectNotifications } = NotificationCategory;
const row = (id: (typeof NotificationKind)[keyof typeof NotificationKind], category: string) => ({
  NotificationModuleId: id,
  Category: category as typeof AccessControl,
});
const ROWS = [
  row(NotificationKind.LeasePaymentDue, ProjectNotifications),
  row(NotificationKind.RoleChanged, AccessControl),
  row(NotificationKind.WorkOrderStatusChanged, ProjectNotifications),
  row(NotificationKind.WorkOrderAssigned, ProjectPersonas),
];

describe("settings grouped by category", () => {
  it("follow the categories, names and kind order the server gives", () => {
    const groups = groupByCategory(ROWS, [
      {
        Category: ProjectNotifications,
        Name: "Project notifications",
        Modules: [
          { NotificationModuleId: NotificationKind.WorkOrderStatusChanged, Name: "", Description: "" },
          { NotificationModuleId: NotificationKind.LeasePaymentDue, Name: "", Description: "" },
        ],
      },
      { Category: AccessControl, Name: "Access control", Modules: [] },
    ]);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.NotificationModuleId)])).toEqual([
      ["Project notifications", [NotificationKind.WorkOrderStatusChanged, NotificationKind.LeasePaymentDue]],
      ["Access control", [NotificationKind.RoleChanged]],
      // A category the reply leaves out still shows, under the product's name for it.
      ["Project personas", [NotificationKind.WorkOrderAssigned]],
    ]);
  });

  it("use the product's own order and names until the categories are known, leaving empty ones out", () => {
    const groups = groupByCategory(ROWS.slice(0, 2));
    expect(groups.map((g) => g.name)).toEqual(["Access control", "Project notifications"]);
  });
});
