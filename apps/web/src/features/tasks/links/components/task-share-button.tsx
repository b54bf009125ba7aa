import { useState } from "react";
import { Button } from "@mui/material";
import ShareIcon from "@mui/icons-material/Share";
import { AccessRightType, ModuleId, type TaskDetail } from "@fieldstead/domain";
import { useModuleAccess } from "../../../permissions/index.ts";
import { TaskShareDialog } from "./task-share-dialog.tsx";

export type TaskShareButtonProps = { task: Pick<TaskDetail, "Id" | "WorkOrderNumber"> };

/** 'Share' on a task's page, for a role with the share right; nothing otherwise. */
export const TaskShareButton = ({ task }: TaskShareButtonProps) => {
  const { can } = useModuleAccess();
  const [isOpen, setIsOpen] = useState(false);
  if (!can(ModuleId.TaskShare, ModuleId.TaskOperations, AccessRightType.ReadWrite)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setIsOpen(true)}>
        Share
      </Button>
      <TaskShareDialog
        taskId={task.Id}
        workOrderNumber={task.WorkOrderNumber}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};
