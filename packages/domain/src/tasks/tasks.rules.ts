import {
  TaskPriority,
  TaskStatus,
  WorkOrderType,
  type TaskPriorityId,
  type TaskStatusId,
  type WorkOrderTypeId,
} from "./tasks.enums.ts";

/**
 * Statuses after which a work order is done: it no longer counts as open or overdue anywhere (dashboard,
 * analytics and their rollups, lists, exports, the schedule). Work a reviewer approved is in one of them
 * (Completed after level 1, Accepted by Reviewer 2 after level 2), as is work the customer accepted; the
 * technician's 'Accepted' is not. The rollup triggers of migrations 0012 and 0016 spell the list in SQL; a
 * test compares them with this one.
 */
export const CLOSED_TASK_STATUSES: readonly TaskStatusId[] = [
  TaskStatus.Completed,
  TaskStatus.AcceptedByCustomer,
  TaskStatus.AcceptedByReviewer2,
];

export const isOpenTaskStatus = (statusId: number): boolean =>
  !(CLOSED_TASK_STATUSES as readonly number[]).includes(statusId);

export const TASK_STATUS_LABELS: Record<TaskStatusId, string> = {
  [TaskStatus.NotStarted]: "Not Started",
  [TaskStatus.InProgress]: "In Progress",
  [TaskStatus.Completed]: "Completed",
  [TaskStatus.AssignedToTechnician]: "Assigned to Technician",
  [TaskStatus.TravelingToLocation]: "Traveling to Location",
  [TaskStatus.ArrivedAtLocation]: "Arrived at Location",
  [TaskStatus.Paused]: "Paused",
  [TaskStatus.Rejected]: "Rejected",
  [TaskStatus.Accepted]: "Accepted",
  [TaskStatus.AcceptedByCustomer]: "Accepted by Customer",
  [TaskStatus.RejectedByCustomer]: "Rejected by Customer",
  [TaskStatus.AcceptedByReviewer2]: "Accepted by Reviewer 2",
  [TaskStatus.ResetDate]: "Reset Date",
};

export const taskStatusLabel = (statusId: number): string =>
  TASK_STATUS_LABELS[statusId as TaskStatusId] ?? `Status ${statusId}`;

/** A work order is overdue when it is still open and its due date has passed. */
export const isOverdue = ({
  dueDate,
  statusId,
  now,
}: {
  dueDate: Date | null;
  statusId: number;
  now: Date;
}): boolean => dueDate !== null && isOpenTaskStatus(statusId) && dueDate.getTime() < now.getTime();

/** Work-order type names as people read them (portal-platform §3.7 writes them joined: CorrectiveMaintenance). */
export const WORK_ORDER_TYPE_LABELS: Record<WorkOrderTypeId, string> = {
  [WorkOrderType.Master]: "Master",
  [WorkOrderType.NonTelco]: "Non Telco",
  [WorkOrderType.Fueling]: "Fueling",
  [WorkOrderType.CorrectiveMaintenance]: "Corrective Maintenance",
  [WorkOrderType.EmergencyFueling]: "Emergency Fueling",
  [WorkOrderType.TankerFueling]: "Tanker Fueling",
  [WorkOrderType.FixedAssets]: "Fixed Assets",
  [WorkOrderType.Rollout]: "Rollout",
  [WorkOrderType.AddAssetToWarehouse]: "Add Asset To Warehouse",
  [WorkOrderType.SiteDeployment]: "Site Deployment",
  [WorkOrderType.Lease]: "Lease",
  [WorkOrderType.WarehouseScan]: "Warehouse Scan",
  [WorkOrderType.Fieldscan]: "Fieldscan",
  [WorkOrderType.DriveTest]: "Drive Test",
};

export const workOrderTypeLabel = (typeId: number): string =>
  WORK_ORDER_TYPE_LABELS[typeId as WorkOrderTypeId] ?? `Type ${typeId}`;

export const TASK_PRIORITY_LABELS: Record<TaskPriorityId, string> = {
  [TaskPriority.Low]: "Low",
  [TaskPriority.Medium]: "Medium",
  [TaskPriority.High]: "High",
  [TaskPriority.Critical]: "Critical",
};

export const taskPriorityLabel = (priorityId: number): string =>
  TASK_PRIORITY_LABELS[priorityId as TaskPriorityId] ?? `Priority ${priorityId}`;
