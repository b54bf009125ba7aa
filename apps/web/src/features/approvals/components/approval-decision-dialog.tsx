import { useState } from "react";
import { TextField } from "@mui/material";
import { REJECT_COMMENT_REQUIRED, REVIEW_COMMENT_MAX, type ReviewDecision } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";

export type ApprovalDecisionDialogProps = {
  isOpen: boolean;
  workOrderNumber: string;
  decision: ReviewDecision;
  isBusy: boolean;
  onDecide: (comment: string | null) => void;
  onClose: () => void;
};

/** Confirms a decision from the queue: a comment may go with an approval, and must go with a rejection. */
export const ApprovalDecisionDialog = ({
  isOpen,
  workOrderNumber,
  decision,
  isBusy,
  onDecide,
  onClose,
}: ApprovalDecisionDialogProps) => {
  const [comment, setComment] = useState("");
  const [isTried, setIsTried] = useState(false);
  const isRejecting = decision === "Rejected";
  const trimmed = comment.trim();
  const error = isTried && isRejecting && trimmed === "" ? REJECT_COMMENT_REQUIRED : null;
  const verb = isRejecting ? "Reject" : "Approve";
  return (
    <FormDialog
      variant="compact"
      title={`${verb} ${workOrderNumber}?`}
      titleId="approval-decision-title"
      isOpen={isOpen}
      onClose={onClose}
      onExited={() => {
        setComment("");
        setIsTried(false);
      }}
      onSubmit={() => {
        setIsTried(true);
        if (isRejecting && trimmed === "") return;
        onDecide(trimmed === "" ? null : trimmed);
      }}
      submitLabel={verb}
      submitColor={isRejecting ? "error" : "primary"}
      isBusy={isBusy}
      cancelLabel="Back"
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={isRejecting ? "Comment" : "Comment (optional)"}
        required={isRejecting}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
      />
    </FormDialog>
  );
};
