import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from "@mui/material";
import CloseRounded from "@mui/icons-material/CloseRounded";
import LockClockOutlined from "@mui/icons-material/LockClockOutlined";
import { sessionExpiredTexts, type ExpiryReason } from "../session-expiry.ts";

/** The session-expired dialog is 550 px wide and 260 px high (portal-shell §9). */
const DIALOG_WIDTH_PX = 550;
const DIALOG_HEIGHT_PX = 260;

export type SessionExpiredDialogProps = {
  reason: ExpiryReason | null;
  onSignInAgain: () => void;
};

/**
 * The non-closable 'Session Expired' dialog: Escape and clicks outside do nothing (it has no onClose);
 * its close button does what 'Sign In Again' does.
 */
export const SessionExpiredDialog = ({ reason, onSignInAgain }: SessionExpiredDialogProps) => {
  const { title, message } = sessionExpiredTexts(reason);
  return (
    <Dialog
      open
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-message"
      slotProps={{
        paper: {
          sx: {
            width: DIALOG_WIDTH_PX,
            maxWidth: "calc(100% - 32px)",
            minHeight: DIALOG_HEIGHT_PX,
            m: 2,
            display: "flex",
            flexDirection: "column",
          },
        },
      }}
    >
      <DialogTitle id="session-expired-title" sx={{ display: "flex", alignItems: "center", gap: 1.5, pr: 7 }}>
        <Box
          sx={{
            display: "grid",
            placeItems: "center",
            width: 40,
            height: 40,
            borderRadius: "50%",
            bgcolor: "warning.light",
            color: "warning.contrastText",
            flexShrink: 0,
          }}
        >
          <LockClockOutlined fontSize="small" />
        </Box>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onSignInAgain}
        sx={{ position: "absolute", right: 12, top: 12, color: "text.secondary" }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <Typography id="session-expired-message" variant="body1">
            {message}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            If you have already signed in again in another tab, refresh this page instead.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onSignInAgain} autoFocus>
          Sign In Again
        </Button>
      </DialogActions>
    </Dialog>
  );
};
