import { useState } from "react";
import { TextField } from "@mui/material";
import { FormDialog } from "./form-dialog.tsx";

export type CommentDialogProps = {
  /** Absent: open (a dialog mounted only while it is shown). */
  isOpen?: boolean;
  title: string;
  titleId: string;
  submitLabel: string;
  submitColor?: "primary" | "error";
  /** The message shown when the comment is left empty; absent, the comment is optional. */
  requiredMessage?: string;
  /** The longest comment the server takes. */
  maxLength: number;
  isBusy: boolean;
  /** The trimmed comment, or null when none was written. */
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
};

/**
 * Confirms a step that a record's history keeps with a comment: optional, or required where the step must say
 * why (as the server requires it). The field says how long a comment may be by refusing more.
 */
export const CommentDialog = ({
  isOpen = true,
  title,
  titleId,
  submitLabel,
  submitColor = "primary",
  requiredMessage,
  maxLength,
  isBusy,
  onSubmit,
  onClose,
}: CommentDialogProps) => {
  const [comment, setComment] = useState("");
  const [isTried, setIsTried] = useState(false);
  const trimmed = comment.trim();
  const isMissing = requiredMessage !== undefined && trimmed === "";
  const error = isTried && isMissing ? requiredMessage : null;
  return (
    <FormDialog
      variant="compact"
      title={title}
      titleId={titleId}
      isOpen={isOpen}
      onClose={onClose}
      onExited={() => {
        setComment("");
        setIsTried(false);
      }}
      onSubmit={() => {
        setIsTried(true);
        if (!isMissing) onSubmit(trimmed === "" ? null : trimmed);
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
        slotProps={{ htmlInput: { maxLength } }}
      />
    </FormDialog>
  );
};
