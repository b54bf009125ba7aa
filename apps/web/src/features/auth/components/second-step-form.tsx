import { useState, type FormEvent } from "react";
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  Stack,
  Typography,
} from "@mui/material";
import {
  SECOND_STEP_MESSAGES,
  codeStepPrompt,
  isOneTimeCode,
  isRecoveryCodeShape,
  recoveryCodesLeftMessage,
  type SecondStepChallenge,
  type SessionUserRecord,
} from "@fieldstead/domain";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../../../lib/http.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { resendOneTimePassword } from "../api/resend-one-time-password.ts";
import { verifyOneTimePassword } from "../api/verify-one-time-password.ts";
import { useCountdown } from "../hooks/use-countdown.ts";

/** Refusals after which only a new sign-in helps. */
const ENDING_MESSAGES: readonly string[] = [
  SECOND_STEP_MESSAGES.ended,
  SECOND_STEP_MESSAGES.expired,
  SECOND_STEP_MESSAGES.tooManyWrong,
];

export type SecondStepFormProps = {
  challenge: SecondStepChallenge;
  /** The session opened: the same steps as after a sign-in with the password alone. */
  onSignedIn(record: SessionUserRecord): Promise<void>;
  onBack(): void;
};

/**
 * The sign-in's second step: the e-mailed six-digit code (with a new one at most once a minute), or the code
 * from the person's authenticator app, or one of their recovery codes.
 */
export const SecondStepForm = ({ challenge, onSignedIn, onBack }: SecondStepFormProps) => {
  const [code, setCode] = useState("");
  const [isRecovery, setRecovery] = useState(false);
  const [destination, setDestination] = useState(challenge.Destination);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isEnded, setEnded] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const resend = useCountdown(challenge.ResendAfterSeconds);
  const isEmail = challenge.Method === "email";

  const showRefusal = (err: unknown) => {
    const message = err instanceof ApiError ? err.message : GENERIC_ERROR_MESSAGE;
    const codeProblem = err instanceof ApiError ? err.fields.find((f) => f.field === "Code") : undefined;
    if (ENDING_MESSAGES.includes(message)) {
      setEnded(true);
      setFormError(message);
    } else if (codeProblem) setFieldError(codeProblem.message);
    else setFormError(message);
  };

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    const looksRight = isRecovery ? isRecoveryCodeShape(code) : isOneTimeCode(code);
    if (!looksRight) {
      setFieldError(isRecovery ? "Enter one of your recovery codes." : "Enter the six-digit code.");
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const { RecoveryCodesLeft, ...record } = await verifyOneTimePassword({
        ChallengeId: challenge.ChallengeId,
        Code: code,
      });
      if (RecoveryCodesLeft !== null)
        showSnackbar({
          message: recoveryCodesLeftMessage(RecoveryCodesLeft),
          severity: RecoveryCodesLeft <= 2 ? "warning" : "info",
          durationMs: 10_000,
        });
      await onSignedIn(record);
    } catch (err) {
      showRefusal(err);
      setBusy(false);
    }
  };

  const handleResend = async () => {
    setFormError(null);
    setFieldError(null);
    setNotice(null);
    try {
      const reply = await resendOneTimePassword(challenge.ChallengeId);
      setDestination(reply.Destination);
      setCode("");
      resend.restart(reply.ResendAfterSeconds);
      setNotice("A new code has been sent. The previous code no longer works.");
    } catch (err) {
      showRefusal(err);
    }
  };

  const toggleRecovery = () => {
    setRecovery(!isRecovery);
    setCode("");
    setFieldError(null);
  };

  const label = isRecovery ? "Recovery code" : "Code";
  return (
    <Box component="form" noValidate onSubmit={handleVerify}>
      <Stack spacing={2.5}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {isRecovery
            ? "Enter one of your recovery codes"
            : codeStepPrompt({ method: challenge.Method, destination })}
        </Typography>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {notice && <Alert severity="success">{notice}</Alert>}
        <FormControl variant="outlined" fullWidth error={Boolean(fieldError)}>
          <InputLabel htmlFor="second-step-code">{label}</InputLabel>
          <OutlinedInput
            id="second-step-code"
            key={label}
            label={label}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setFieldError(null);
            }}
            autoFocus
            autoComplete={isRecovery ? "off" : "one-time-code"}
            inputProps={
              isRecovery
                ? { maxLength: 16, autoCapitalize: "none", spellCheck: false }
                : { inputMode: "numeric", pattern: "[0-9]*", maxLength: 7 }
            }
            sx={isRecovery ? undefined : { fontSize: 22, letterSpacing: "0.3em" }}
            {...(fieldError ? { "aria-describedby": "second-step-code-helper" } : {})}
          />
          {fieldError ? <FormHelperText id="second-step-code-helper">{fieldError}</FormHelperText> : null}
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={isBusy || isEnded} fullWidth>
          {isBusy ? "Verifying…" : "Verify"}
        </Button>
        {isEmail && (
          <Button
            variant="outlined"
            disabled={resend.secondsLeft > 0 || isBusy || isEnded}
            onClick={() => void handleResend()}
            fullWidth
          >
            {resend.secondsLeft > 0 ? `Send a new code in ${resend.secondsLeft} s` : "Send a new code"}
          </Button>
        )}
        {!isEmail && (
          <Button variant="text" onClick={toggleRecovery} disabled={isBusy}>
            {isRecovery ? "Use the code from your authenticator app" : "Use a recovery code"}
          </Button>
        )}
        <Button variant="text" color="inherit" onClick={onBack} disabled={isBusy}>
          Back to sign-in
        </Button>
      </Stack>
    </Box>
  );
};
