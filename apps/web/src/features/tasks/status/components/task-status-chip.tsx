import { Chip, type ChipProps } from "@mui/material";
import { TaskStatus, taskStatusLabel, type TaskStatusId } from "@fieldstead/domain";

/** Waiting is grey, on the way blue, under way purple, held amber, refused red, done green. */
const COLOURS: Readonly<Record<TaskStatusId, ChipProps["color"]>> = {
  [TaskStatus.NotStarted]: "default",
  [TaskStatus.AssignedToTechnician]: "info",
  [TaskStatus.TravelingToLocation]: "info",
  [TaskStatus.ArrivedAtLocation]: "info",
  [TaskStatus.InProgress]: "secondary",
  [TaskStatus.Paused]: "warning",
  [TaskStatus.ResetDate]: "warning",
  [TaskStatus.Rejected]: "error",
  [TaskStatus.RejectedByCustomer]: "error",
  [TaskStatus.Accepted]: "primary",
  [TaskStatus.Completed]: "success",
  [TaskStatus.AcceptedByCustomer]: "success",
  [TaskStatus.AcceptedByReviewer2]: "success",
};

export type TaskStatusChipProps = { statusId: number; size?: ChipProps["size"] };

/** A task's status by its domain label ('Assigned to Technician' …), coloured by what it means. */
export const TaskStatusChip = ({ statusId, size = "small" }: TaskStatusChipProps) => (
  <Chip
    label={taskStatusLabel(statusId)}
    size={size}
    color={COLOURS[statusId as TaskStatusId] ?? "default"}
  />
);
