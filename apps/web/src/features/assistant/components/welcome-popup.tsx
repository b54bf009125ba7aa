import { useId, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ClickAwayListener from "@mui/material/ClickAwayListener";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import CloseIcon from "@mui/icons-material/Close";
import { ASSISTANT_TEXT } from "@fieldstead/domain";

export type WelcomePopupProps = {
  assistantName: string;
  /** 'Ask me anything': dismisses the popup and opens the chat. */
  onAsk: () => void;
  /** The close control, Escape, or a click outside. */
  onDismiss: () => void;
};

/** The one-time introduction at the bottom right, where the launch button will be (portal-shell §2.5, §4.1). */
export const WelcomePopup = ({ assistantName, onAsk, onDismiss }: WelcomePopupProps) => {
  const titleId = useId();
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") onDismiss();
  };
  return (
    <ClickAwayListener onClickAway={onDismiss}>
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        elevation={8}
        onKeyDown={handleKeyDown}
        sx={{
          position: "fixed",
          right: 24,
          bottom: 24,
          width: 320,
          maxWidth: "calc(100vw - 32px)",
          p: 2.5,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <IconButton
          aria-label="Close"
          size="small"
          onClick={onDismiss}
          sx={{ position: "absolute", top: 8, right: 8 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, pr: 4, mb: 1 }}>
          <AutoAwesomeOutlined color="primary" />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {ASSISTANT_TEXT.welcomeTitle.replace("{name}", assistantName)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Questions about the portal? Ask in your own words and get an answer in seconds.
        </Typography>
        <Button variant="contained" fullWidth onClick={onAsk}>
          {ASSISTANT_TEXT.askMeAnything}
        </Button>
      </Paper>
    </ClickAwayListener>
  );
};
