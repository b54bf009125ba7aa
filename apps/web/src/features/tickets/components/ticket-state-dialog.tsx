import { useState } from "react";
import { TextField } from "@mui/material";
import { TicketStateChangeSchema } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";

export type TicketStateDialogProps = {
  /** 'Close TKT-2026-00004?' */
  title: string;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
};

/** Confirms closing or reopening a ticket, with an optional comment its history keeps. */
export const TicketStateDialog = ({
  title,
  submitLabel,
  isBusy,
  onSubmit,
  onClose,
}: TicketStateDialogProps) => {
  const [comment, setComment] = useState("");
  const checked = TicketStateChangeSchema.shape.Comment.safeParse(comment);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  return (
    <FormDialog
      variant="compact"
      title={title}
      titleId="ticket-state-title"
      onClose={onClose}
      onSubmit={() => {
        if (checked.success) onSubmit(checked.data);
      }}
      submitLabel={submitLabel}
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
