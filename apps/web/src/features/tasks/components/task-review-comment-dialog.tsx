import { useState } from "react";
import { TextField } from "@mui/material";
import { REVIEW_COMMENT_MAX } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";

export type TaskReviewCommentDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  submitColor?: "primary" | "error";
  /** The message shown when the comment is left empty; absent, the comment is optional. */
  requiredMessage?: string;
  isBusy: boolean;
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
};

/** Confirms a review step with its comment (required where the step must say why, as the server requires). */
export const TaskReviewCommentDialog = ({
  isOpen,
  title,
  submitLabel,
  submitColor = "primary",
  requiredMessage,
  isBusy,
  onSubmit,
  onClose,
}: TaskReviewCommentDialogProps) => {
  const [comment, setComment] = useState("");
  const [isTried, setIsTried] = useState(false);
  const trimmed = comment.trim();
  const error = isTried && requiredMessage !== undefined && trimmed === "" ? requiredMessage : null;
  return (
    <FormDialog
      variant="compact"
      title={title}
      titleId="task-review-step-title"
      isOpen={isOpen}
      onClose={onClose}
      onExited={() => {
        setComment("");
        setIsTried(false);
      }}
      onSubmit={() => {
        setIsTried(true);
        if (requiredMessage !== undefined && trimmed === "") return;
        onSubmit(trimmed === "" ? null : trimmed);
      }}
      submitLabel={submitLabel}
      submitColor={submitColor}
      isBusy={isBusy}
      cancelLabel="Back"
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={requiredMessage === undefined ? "Comment (optional)" : "Comment"}
        required={requiredMessage !== undefined}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
      />
    </FormDialog>
  );
};
