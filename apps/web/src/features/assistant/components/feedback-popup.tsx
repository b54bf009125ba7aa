import { Box, Chip, Link, Popover, Typography } from "@mui/material";
import { ASSISTANT_FEEDBACK_REASONS } from "@fieldstead/domain";
import type { FeedbackReason } from "../assistant-chat.types.ts";
import { KEEP_PANEL_OPEN } from "./keep-open.ts";

export type FeedbackPopupProps = {
  /** The dislike button it opens beside; closed when null. */
  anchor: HTMLElement | null;
  /** A reason chosen here is sent at once, with no comment. */
  onReason: (reason: FeedbackReason) => void;
  /** 'Tell us more': the feedback modal, for a comment. */
  onMore: () => void;
  onClose: () => void;
};

const TITLE_ID = "assistant-feedback-popup-title";

/** The quick dislike: the six reasons as chips, and a way to the modal to say more (portal-shell §2.5). */
export const FeedbackPopup = ({ anchor, onReason, onMore, onClose }: FeedbackPopupProps) => (
  <Popover
    {...KEEP_PANEL_OPEN}
    open={anchor !== null}
    anchorEl={anchor}
    onClose={onClose}
    anchorOrigin={{ vertical: "top", horizontal: "left" }}
    transformOrigin={{ vertical: "bottom", horizontal: "left" }}
    slotProps={{
      paper: {
        ...KEEP_PANEL_OPEN,
        role: "dialog",
        "aria-labelledby": TITLE_ID,
        sx: { p: 1.5, maxWidth: 300 },
      },
      backdrop: { ...KEEP_PANEL_OPEN },
    }}
  >
    <Typography id={TITLE_ID} variant="subtitle2" sx={{ mb: 1 }}>
      What was wrong with this answer?
    </Typography>
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
      {ASSISTANT_FEEDBACK_REASONS.map((reason) => (
        <Chip
          key={reason.id}
          label={reason.label}
          size="small"
          variant="outlined"
          onClick={() => onReason(reason)}
        />
      ))}
    </Box>
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onMore}
      sx={{ mt: 1.25, display: "block" }}
    >
      Tell us more
    </Link>
  </Popover>
);
