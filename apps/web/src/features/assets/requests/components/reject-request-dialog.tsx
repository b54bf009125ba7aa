import { useState } from "react";
import { TextField } from "@mui/material";
import { RejectRequestSchema } from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";

export type RejectRequestDialogProps = {
  isOpen: boolean;
  requestNumber: string;
  isBusy: boolean;
  /** The server's refusal of the comment, shown beside it. */
  serverError?: string | null;
  onReject: (comment: string) => void;
  onClose: () => void;
};

/** Asks why a request is rejected: the requester reads the comment. */
export const RejectRequestDialog = ({
  isOpen,
  requestNumber,
  isBusy,
  serverError,
  onReject,
  onClose,
}: RejectRequestDialogProps) => {
  const [comment, setComment] = useState("");
  const [isTouched, setIsTouched] = useState(false);
  const checked = RejectRequestSchema.shape.Comment.safeParse(comment);
  const error = checked.success ? (serverError ?? null) : (checked.error.issues[0]?.message ?? null);
  const handleSubmit = () => {
    setIsTouched(true);
    if (checked.success) onReject(checked.data);
  };
  return (
    <FormDialog
      variant="compact"
      title={<>Reject {requestNumber}</>}
      titleId="reject-request-title"
      isOpen={isOpen}
      onClose={onClose}
      onExited={() => {
        setComment("");
        setIsTouched(false);
      }}
      intro="Say why: the requester reads your comment."
      onSubmit={handleSubmit}
      submitLabel="Reject"
      submitColor="error"
      isBusy={isBusy}
      cancelLabel="Back"
    >
      <TextField
        autoFocus
        fullWidth
        required
        multiline
        minRows={3}
        label="Comment"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        onBlur={() => setIsTouched(true)}
        error={isTouched && error !== null}
        helperText={isTouched ? error : null}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
};
