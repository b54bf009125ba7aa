import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box, CircularProgress, Stack, Typography } from "@mui/material";
import {
  ASSISTANT_STORAGE,
  SSO_MESSAGES,
  type LoginWithEntraIdReply,
  type SessionUserRecord,
} from "@fieldstead/domain";
import { showErrorSnackbar } from "../../../../lib/snackbar.ts";
import { pendingSsoSignIn, safeReturnUrl, useSession } from "../../../auth/index.ts";
import { loginWithEntraId } from "../api/login-with-entra-id.ts";

/** A refused single sign-on shows the server's message in a red snackbar this long (portal-shell §8). */
export const SSO_FAILURE_SNACKBAR_MS = 10_000;

/** The session user record of a successful reply (StatusCode 0 carries every field of it). */
const recordOf = (reply: LoginWithEntraIdReply): SessionUserRecord | null => {
  const { StatusCode, StatusMessage: _message, ...record } = reply;
  return StatusCode === 0 && typeof record.Token === "string" ? (record as SessionUserRecord) : null;
};

/** The sign-in page again, with the address filled in and the return address kept. */
const loginPageFor = (email: string, returnUrl: string): string => {
  const query = new URLSearchParams();
  if (email) query.set("email", email);
  if (returnUrl !== "/dashboard") query.set("returnUrl", returnUrl);
  const text = query.toString();
  return text ? `/user/login?${text}` : "/user/login";
};

/**
 * /Login-Callback: where the server sends the browser back from the provider. With the e-mail and one-time
 * token it finishes the sign-in (portal-shell §4.6): the session is kept, the chat hand-off flag reset and the
 * person goes to the saved return address or the dashboard. A refusal shows the server's message in a red
 * snackbar for 10 s on the sign-in page; an HTTP failure is only logged (§8).
 */
export const LoginCallbackPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { startSession } = useSession();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const pending = pendingSsoSignIn.take();
    const returnUrl = safeReturnUrl(pending?.returnUrl ?? null);
    const email = params.get("email") ?? pending?.email ?? "";
    const backToSignIn = (message: string | null) => {
      if (message) showErrorSnackbar(message, SSO_FAILURE_SNACKBAR_MS);
      void navigate(loginPageFor(email, returnUrl), { replace: true });
    };
    const error = params.get("error");
    const token = params.get("token");
    if (error) return backToSignIn(error);
    // A sign-in this browser did not start (a link from elsewhere) is not finished here.
    if (!pending || !token || !email) return backToSignIn(SSO_MESSAGES.notInBrowser);
    void (async () => {
      try {
        const reply = await loginWithEntraId({ Email: email, ValidationToken: token });
        const record = recordOf(reply);
        if (!record) return backToSignIn(reply.StatusMessage);
        await startSession(record);
        // A new session: the assistant signs in to its service again (portal-shell §4.6).
        localStorage.removeItem(ASSISTANT_STORAGE.authenticated);
        void navigate(returnUrl, { replace: true });
      } catch (err) {
        console.error("single sign-on could not be finished", err);
        backToSignIn(null);
      }
    })();
  }, [navigate, params, startSession]);

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <Stack spacing={2} sx={{ alignItems: "center" }}>
        <CircularProgress aria-label="Signing you in" />
        <Typography color="text.secondary">Signing you in…</Typography>
      </Stack>
    </Box>
  );
};
