import { useState, type FormEvent } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { RejectRequestSchema } from "@fieldstead/domain";

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
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (checked.success) onReject(checked.data);
  };
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reject-request-title"
      slotProps={{
        transition: {
          onExited: () => {
            setComment("");
            setIsTouched(false);
          },
        },
      }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="reject-request-title">Reject {requestNumber}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Say why: the requester reads your comment.</DialogContentText>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Back</Button>
          <Button type="submit" color="error" variant="contained" loading={isBusy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
