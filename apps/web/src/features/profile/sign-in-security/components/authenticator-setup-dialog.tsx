import { useEffect, useState, type FormEvent } from "react";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { serverFieldErrors } from "../../../../lib/form-resolver.ts";
import { useConfirmAuthenticator } from "../api/confirm-authenticator.ts";
import { useStartAuthenticatorSetup } from "../api/start-authenticator-setup.ts";
import { RecoveryCodesView } from "./recovery-codes-view.tsx";

const TITLE_ID = "authenticator-setup-title";

/** The secret in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export type AuthenticatorSetupDialogProps = { email: string; onClose: () => void };

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), enter the code the app shows, then
 * keep the recovery codes shown once.
 */
export const AuthenticatorSetupDialog = ({ email, onClose }: AuthenticatorSetupDialogProps) => {
  const isMobile = useIsMobile();
  const start = useStartAuthenticatorSetup();
  const confirmApp = useConfirmAuthenticator();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { mutate: startSetup } = start;
  useEffect(() => startSetup(), [startSetup]);

  const handleConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError("Enter the six-digit code from the app.");
      return;
    }
    setCodeError(null);
    setFormError(null);
    try {
      await confirmApp.mutateAsync(code.trim());
    } catch (error) {
      const [problem] = serverFieldErrors(error, ["Code"] as const);
      if (problem) setCodeError(problem.message);
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  const codes = confirmApp.data?.RecoveryCodes;
  return (
    <Dialog
      open
      onClose={codes ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { component: "form", noValidate: true, onSubmit: handleConfirm } as object }}
    >
      <DialogTitle id={TITLE_ID}>
        {codes ? "Save your recovery codes" : "Set up an authenticator app"}
      </DialogTitle>
      <DialogContent dividers>
        {codes ? (
          <RecoveryCodesView codes={codes} email={email} />
        ) : (
          <Stack spacing={2}>
            {start.isPending && <CircularProgress aria-label="Preparing" sx={{ alignSelf: "center" }} />}
            {start.isError && <Alert severity="error">{start.error.message}</Alert>}
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {start.data && (
              <>
                <Typography>
                  1. In your authenticator app (Microsoft Authenticator, Google Authenticator, 1Password…),
                  add an account by scanning this code.
                </Typography>
                <Box
                  component="img"
                  src={start.data.QrCodeDataUrl}
                  alt="QR code for your authenticator app"
                  sx={{ width: 200, height: 200, alignSelf: "center", imageRendering: "pixelated" }}
                />
                <Typography variant="body2" color="text.secondary">
                  Cannot scan? Enter this key in the app instead:
                </Typography>
                <Box
                  component="code"
                  aria-label="Secret key"
                  sx={{
                    p: 1.5,
                    bgcolor: "action.hover",
                    borderRadius: 1,
                    wordBreak: "break-all",
                    fontSize: 15,
                  }}
                >
                  {grouped(start.data.Secret)}
                </Box>
                <Typography>2. Enter the six-digit code the app shows.</Typography>
                <TextField
                  id="authenticator-code"
                  label="Code from the app"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setCodeError(null);
                  }}
                  error={codeError !== null}
                  helperText={codeError}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6 } }}
                  sx={{ width: { xs: "100%", sm: 360 } }}
                />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {codes ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!start.data || confirmApp.isPending}>
              Turn on
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
