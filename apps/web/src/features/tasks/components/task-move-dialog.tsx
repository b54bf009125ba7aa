import { useState } from "react";
import { TextField } from "@mui/material";
import { ChangeTaskStatusSchema } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";

export type TaskMoveDialogProps = {
  isOpen: boolean;
  workOrderNumber: string;
  /** The status label moved to ('Traveling to Location'). */
  label: string;
  isBusy: boolean;
  onMove: (comment: string | null) => void;
  onClose: () => void;
};

/** Confirms a status move, with an optional comment the task's history keeps. */
export const TaskMoveDialog = ({
  isOpen,
  workOrderNumber,
  label,
  isBusy,
  onMove,
  onClose,
}: TaskMoveDialogProps) => {
  const [comment, setComment] = useState("");
  const checked = ChangeTaskStatusSchema.shape.Comment.safeParse(comment);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  return (
    <FormDialog
      variant="compact"
      title={`Move ${workOrderNumber} to ${label}?`}
      titleId="task-move-title"
      isOpen={isOpen}
      onClose={onClose}
      onExited={() => setComment("")}
      onSubmit={() => {
        if (checked.success) onMove(checked.data || null);
      }}
      submitLabel={`Move to ${label}`}
      isBusy={isBusy}
      cancelLabel="Back"
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
};
