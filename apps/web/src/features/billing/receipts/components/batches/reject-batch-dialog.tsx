import { useState } from "react";
import { TextField } from "@mui/material";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";

export type RejectBatchDialogProps = {
  batchNumber: string;
  /** The move's label as the batch's reply names it ('Reject'). */
  label: string;
  isBusy: boolean;
  onSubmit: (comment: string) => void;
  onClose: () => void;
};

/** The longest comment the server keeps (MoveBatchSchema). */
const COMMENT_MAX = 1000;
export const REJECT_COMMENT_REQUIRED = "Say why the batch is rejected, so it can be put right.";

/** Rejects a batch of matches with a comment saying why: the comment is required, and the history keeps it. */
export const RejectBatchDialog = ({
  batchNumber,
  label,
  isBusy,
  onSubmit,
  onClose,
}: RejectBatchDialogProps) => {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title={`${label} ${batchNumber}?`}
      titleId="reject-batch-title"
      onClose={onClose}
      isFullScreenOnMobile
      onSubmit={() => {
        const trimmed = comment.trim();
        if (trimmed === "") setError(REJECT_COMMENT_REQUIRED);
        else onSubmit(trimmed);
      }}
      submitLabel={label}
      submitColor="error"
      isBusy={isBusy}
    >
      <TextField
        label="Comment"
        name="Comment"
        required
        autoFocus
        multiline
        minRows={3}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
    </FormDialog>
  );
};
