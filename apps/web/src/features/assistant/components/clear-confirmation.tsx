import { useId, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Fade from "@mui/material/Fade";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export type ClearConfirmationProps = {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * 'Clear conversation?' over the panel's body: inside the panel, so answering it never counts as a click
 * outside. Clearing starts a new chat; the old one stays in the history.
 */
export const ClearConfirmation = ({ isOpen, onConfirm, onCancel }: ClearConfirmationProps) => {
  const titleId = useId();
  const textId = useId();
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onCancel();
  };
  return (
    <Fade in={isOpen} unmountOnExit>
      <Box
        sx={{
          position: "absolute",
          inset: 0,
          zIndex: 4,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          p: 2,
          bgcolor: "rgba(27, 36, 48, 0.35)",
        }}
      >
        <Paper
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          elevation={6}
          onKeyDown={handleKeyDown}
          sx={{ p: 2.5, width: "100%", maxWidth: 340 }}
        >
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Clear conversation?
          </Typography>
          <Typography id={textId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The messages on screen are cleared and a new chat starts. This chat stays in your history.
          </Typography>
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
            <Button onClick={onCancel} autoFocus>
              Cancel
            </Button>
            <Button variant="contained" color="error" onClick={onConfirm}>
              Clear
            </Button>
          </Box>
        </Paper>
      </Box>
    </Fade>
  );
};
