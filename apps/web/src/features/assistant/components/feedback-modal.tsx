import { useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from "@mui/material";
import { ASSISTANT_FEEDBACK_REASONS } from "@fieldstead/domain";
import type { FeedbackReason } from "../assistant-chat.types.ts";
import { KEEP_PANEL_OPEN } from "./keep-open.ts";

export type FeedbackModalProps = {
  isOpen: boolean;
  onSubmit: (reason: FeedbackReason, comment: string) => void;
  onClose: () => void;
};

const TITLE_ID = "assistant-feedback-title";
/** The longest comment the server keeps. */
const MAX_COMMENT_LENGTH = 2_000;

/** The full dislike: one of the six reasons (required) and a free comment (portal-shell §2.5, §5). */
export const FeedbackModal = ({ isOpen, onSubmit, onClose }: FeedbackModalProps) => {
  const [reasonId, setReasonId] = useState("");
  const [comment, setComment] = useState("");
  const reason = ASSISTANT_FEEDBACK_REASONS.find((r) => r.id === reasonId);
  return (
    <Dialog
      {...KEEP_PANEL_OPEN}
      open={isOpen}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={TITLE_ID}
      slotProps={{
        paper: { ...KEEP_PANEL_OPEN },
        backdrop: { ...KEEP_PANEL_OPEN },
        transition: {
          onExited: () => {
            setReasonId("");
            setComment("");
          },
        },
      }}
    >
      <DialogTitle id={TITLE_ID}>Feedback</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            What was wrong with this answer?
          </FormLabel>
          <RadioGroup value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
            {ASSISTANT_FEEDBACK_REASONS.map((r) => (
              <FormControlLabel key={r.id} value={r.id} control={<Radio size="small" />} label={r.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Comment (optional)"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!reason} onClick={() => reason && onSubmit(reason, comment)}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
};
