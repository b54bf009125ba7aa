import { lazy, Suspense, useState, type FormEvent } from "react";
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { isEmailAddress, type SecondStepChallenge, type SessionUserRecord } from "@fieldstead/domain";
import { Logo } from "../../../components/ui/logo.tsx";
import { ApiError } from "../../../lib/http.ts";
import { rememberedEmail } from "../../../lib/storage.ts";
import { login } from "../api/login.ts";
import { useSession } from "../hooks/session-context.ts";
import { SignInField } from "./sign-in-field.tsx";
import { SsoSignInButton } from "./sso-sign-in-button.tsx";
import { safeReturnUrl } from "../login-address.ts";

// The second step is loaded only when a sign-in asks for it.
const SecondStepForm = lazy(async () => ({
  default: (await import("./second-step-form.tsx")).SecondStepForm,
}));

/** The sign-in page (/user/login): e-mail and password, the server's message on failure, returnUrl honoured. */
export const LoginPage = () => {
  const { user, startSession } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A page that led here may leave a note (after a password reset: sign in with the new password).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const returnUrl = safeReturnUrl(params.get("returnUrl"));
  const [email, setEmail] = useState(() => params.get("email") ?? rememberedEmail.read());
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(() => rememberedEmail.read() !== "");
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<SecondStepChallenge | null>(null);

  if (user && !isSubmitting) return <Navigate to={returnUrl} replace />;

  /** After the password alone, or after the second step: keep the session and go on. */
  const finishSignIn = async (record: SessionUserRecord) => {
    setSubmitting(true);
    await startSession(record);
    navigate(returnUrl, { replace: true });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (!isEmailAddress(email)) errors.email = "Enter a valid e-mail address.";
    if (!password) errors.password = "Enter your password.";
    setFieldErrors(errors);
    setServerError(null);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      const reply = await login({ email: email.trim(), password });
      rememberedEmail.write(remember ? email.trim() : null);
      if ("SecondStepRequired" in reply) {
        setPassword("");
        setChallenge(reply);
        setSubmitting(false);
        return;
      }
      await finishSignIn(reply);
    } catch (err) {
      setServerError(
        err instanceof ApiError ? err.message : "Something bad happened; please try again later.",
      );
      setSubmitting(false);
    }
  };

  return (
    <Box
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}
    >
      <Paper
        elevation={0}
        sx={{ width: "100%", maxWidth: 420, p: { xs: 3, sm: 5 }, border: 1, borderColor: "divider" }}
      >
        <Stack spacing={1} sx={{ mb: 3, color: "primary.main", alignItems: "center" }}>
          <Logo size={48} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: "text.primary" }}>
            Sign in to Fieldstead
          </Typography>
          <Typography variant="body2" sx={{ textAlign: "center", color: "text.secondary" }}>
            Field operations, facilities and assets in one place.
          </Typography>
        </Stack>
        {challenge && (
          <Suspense fallback={null}>
            <SecondStepForm
              challenge={challenge}
              onSignedIn={finishSignIn}
              onBack={() => setChallenge(null)}
            />
          </Suspense>
        )}
        <Box component="form" noValidate onSubmit={handleSubmit} hidden={challenge !== null}>
          <Stack spacing={2.5}>
            {typeof notice === "string" && !serverError && (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            )}
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
            <SignInField
              id="login-email"
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus={!email}
              value={email}
              onChange={setEmail}
              error={fieldErrors.email}
            />
            <SignInField
              id="login-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              autoFocus={Boolean(email)}
              value={password}
              onChange={setPassword}
              error={fieldErrors.password}
            />
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
              <FormControlLabel
                control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
                label="Remember me"
              />
              <Link
                component={RouterLink}
                to={
                  isEmailAddress(email)
                    ? `/forgot-password?email=${encodeURIComponent(email.trim())}`
                    : "/forgot-password"
                }
                variant="body2"
              >
                Forgot password?
              </Link>
            </Stack>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? "Signing in…" : "Sign in"}
            </Button>
            <SsoSignInButton email={email} returnUrl={returnUrl} />
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
          <Link component={RouterLink} to="/terms" underline="hover" color="text.secondary">
            Terms of use
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
};
