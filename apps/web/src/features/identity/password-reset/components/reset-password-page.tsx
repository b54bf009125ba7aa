import { Link as RouterLink, useSearchParams } from "react-router";
import { Alert, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import { RESET_LINK_MESSAGES } from "@fieldstead/domain";
import { ApiError } from "../../../../lib/http.ts";
import { useResetLinkPerson } from "../api/decipher-reset-token.ts";
import { useResetLinkCheck } from "../api/validate-reset-link.ts";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { SignedOutCard } from "./signed-out-card.tsx";

const BackToSignIn = () => (
  <Link component={RouterLink} to="/user/login" variant="body2" sx={{ alignSelf: "center" }}>
    Back to sign in
  </Link>
);

/** A link that does not work: why, and the way to a new one. */
const LinkProblem = ({ message }: { message: string }) => (
  <SignedOutCard title="Reset password">
    <Stack spacing={2.5}>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
      <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
        Ask for a new link
      </Button>
      <BackToSignIn />
    </Stack>
  </SignedOutCard>
);

/** Why the link does not work, as the server named it (its 400 names incomingToken). */
const problemOf = (error: Error): string =>
  (error instanceof ApiError ? error.fields[0]?.message : undefined) ?? RESET_LINK_MESSAGES.unknown;

/** /reset-password?token=… (open signed out): checks the link, greets its person, takes the new password. */
export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const check = useResetLinkCheck(token);
  const person = useResetLinkPerson(token, check.data?.IsValid === true);

  if (token === "") return <LinkProblem message={RESET_LINK_MESSAGES.unknown} />;
  if (check.isError) return <LinkProblem message={check.error.message} />;
  if (check.data && !check.data.IsValid) return <LinkProblem message={check.data.StatusMessage} />;
  if (person.isError) return <LinkProblem message={problemOf(person.error)} />;
  if (!person.data)
    return (
      <SignedOutCard title="Reset password">
        <Stack sx={{ alignItems: "center", py: 2 }}>
          <CircularProgress aria-label="Checking the link" />
        </Stack>
      </SignedOutCard>
    );

  return (
    <SignedOutCard title="Choose a new password">
      <Stack spacing={2.5}>
        <Typography
          variant="body2"
          sx={{ color: "text.secondary", textAlign: "center", overflowWrap: "anywhere" }}
        >
          Hello {person.data.FirstName}, choose a new password for {person.data.Email}. You will be signed out
          everywhere and sign in again with it.
        </Typography>
        <ResetPasswordForm token={token} person={person.data} />
        <BackToSignIn />
      </Stack>
    </SignedOutCard>
  );
};
