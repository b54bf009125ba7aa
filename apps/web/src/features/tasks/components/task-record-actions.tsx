import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Stack } from "@mui/material";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import { isDoneTaskStatus, ModuleId, type TaskDetail } from "@fieldstead/domain";
import { confirm } from "../../../lib/confirm.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useDeleteTask } from "../api/write-task.ts";
import { TaskFormLoader } from "./task-form-loader.tsx";
import { TASKS_PATH } from "./task-paths.ts";

export type TaskRecordActionsProps = { task: TaskDetail };

/**
 * 'Edit' and 'Delete' on a task's page, each with its right: no Edit on a locked or archived task, nor on a
 * finished one for a role that may not edit completed tasks; no Delete on a locked one. Delete asks first.
 */
export const TaskRecordActions = ({ task }: TaskRecordActionsProps) => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const [isEditing, setIsEditing] = useState(false);
  const remove = useDeleteTask();
  const isFrozen = task.IsLocked || task.Archived;
  const canEdit =
    can(ModuleId.TaskEdit, ModuleId.TaskOperations) &&
    !isFrozen &&
    (!isDoneTaskStatus(task.StatusId) || can(ModuleId.TaskEditCompleted, ModuleId.TaskOperations));
  const canDelete = can(ModuleId.TaskDelete, ModuleId.TaskOperations) && !task.IsLocked;
  if (!canEdit && !canDelete) return null;

  const handleDelete = async () => {
    const { confirmed } = await confirm({
      title: `Delete ${task.WorkOrderNumber}?`,
      message:
        "The work order goes for good, with its links and shares; its sub-tasks stay, without a parent. Its history keeps that it was deleted.",
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Id: task.Id });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      navigate(TASKS_PATH);
    } catch (error) {
      showErrorSnackbar(messageOf(error), 10_000);
    }
  };

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }}>
      {canEdit && (
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
          Edit
        </Button>
      )}
      {canDelete && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={remove.isPending}
          onClick={() => void handleDelete()}
        >
          Delete
        </Button>
      )}
      {isEditing && (
        <TaskFormLoader
          taskId={task.Id}
          canRecur={can(ModuleId.TaskRecurring, ModuleId.TaskOperations)}
          onClose={() => setIsEditing(false)}
          onSaved={() => setIsEditing(false)}
        />
      )}
    </Stack>
  );
};
