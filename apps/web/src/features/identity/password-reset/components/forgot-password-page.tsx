import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Alert, Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { isEmailAddress } from "@fieldstead/domain";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../../../../lib/http.ts";
import { useRequestResetLink } from "../api/request-reset-link.ts";
import { SignedOutCard } from "./signed-out-card.tsx";

const BackToSignIn = () => (
  <Link component={RouterLink} to="/user/login" variant="body2" sx={{ alignSelf: "center" }}>
    Back to sign in
  </Link>
);

/** /forgot-password (open signed out): the person asks for a reset link and is told one is on its way. */
export const ForgotPasswordPage = () => {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useRequestResetLink();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) {
      setEmailError("Enter a valid e-mail address.");
      return;
    }
    setEmailError(null);
    request.mutate(email.trim());
  };

  if (request.isSuccess)
    return (
      <SignedOutCard title="Check your e-mail">
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {request.data.StatusMessage}
          </Alert>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            The link works for 60 minutes. If nothing arrives within a few minutes, look in your spam folder
            or ask for a new link.
          </Typography>
          <BackToSignIn />
        </Stack>
      </SignedOutCard>
    );

  const refusal = request.error
    ? request.error instanceof ApiError
      ? request.error.message
      : GENERIC_ERROR_MESSAGE
    : null;

  return (
    <SignedOutCard title="Forgot your password?">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <Typography variant="body2" sx={{ color: "text.secondary", textAlign: "center" }}>
            Enter the e-mail you sign in with. We will send you a link to choose a new password.
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(emailError)}
            helperText={emailError}
          />
          <Button type="submit" variant="contained" size="large" disabled={request.isPending} fullWidth>
            {request.isPending ? "Sending…" : "Send reset link"}
          </Button>
          <BackToSignIn />
        </Stack>
      </Box>
    </SignedOutCard>
  );
};
