import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { taskStatusLabel, type TaskDetail, type TaskStatusId } from "@fieldstead/domain";
import { useChangeTaskStatus } from "../hooks/use-change-task-status.ts";
import { TaskMoveDialog } from "./task-move-dialog.tsx";

export type TaskMoveButtonsProps = { task: TaskDetail };

/** 'Move to …' for each status the caller's role may move the task to now; nothing when there is none. */
export const TaskMoveButtons = ({ task }: TaskMoveButtonsProps) => {
  const change = useChangeTaskStatus(task);
  // The picked move outlives the dialog's closing so its title does not change while it fades out.
  const [picked, setPicked] = useState<TaskStatusId | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  if (task.AllowedMoves.length === 0) return null;
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }}>
        {task.AllowedMoves.map((move, index) => (
          <Button
            key={move.ToStatusId}
            variant={index === 0 ? "contained" : "outlined"}
            disabled={change.isPending}
            onClick={() => {
              // The server answers only status ids among the moves.
              setPicked(move.ToStatusId as TaskStatusId);
              setIsOpen(true);
            }}
          >
            {`Move to ${taskStatusLabel(move.ToStatusId)}`}
          </Button>
        ))}
      </Stack>
      <TaskMoveDialog
        isOpen={isOpen}
        workOrderNumber={task.WorkOrderNumber}
        label={picked === null ? "" : taskStatusLabel(picked)}
        isBusy={change.isPending}
        onClose={() => setIsOpen(false)}
        onMove={(comment) => {
          if (picked === null) return;
          change.mutate({ toStatusId: picked, comment }, { onSettled: () => setIsOpen(false) });
        }}
      />
    </>
  );
};
