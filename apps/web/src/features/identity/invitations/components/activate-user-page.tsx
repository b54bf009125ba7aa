import { Link as RouterLink, useSearchParams } from "react-router";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { Logo } from "../../../../components/ui/logo.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useActivation } from "../api/get-activation.ts";
import { ActivationForm } from "./activation-form.tsx";

const NO_TOKEN = "This invitation link is not valid.";

/**
 * /activate-user?token=…: open without signing in. A working link greets the person by name and organisation
 * and asks for a password and the terms; any other link says why it does not work.
 */
export const ActivateUserPage = () => {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const activation = useActivation(token);
  const reply = activation.data;

  return (
    <Box
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}
    >
      <Paper
        elevation={0}
        sx={{ width: "100%", maxWidth: 460, p: { xs: 3, sm: 5 }, border: 1, borderColor: "divider" }}
      >
        <Stack spacing={1} sx={{ mb: 3, color: "primary.main", alignItems: "center", textAlign: "center" }}>
          <Logo size={48} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: "text.primary" }}>
            Activate your account
          </Typography>
          {reply?.IsValid && (
            <Typography sx={{ color: "text.secondary" }}>
              Welcome, {reply.FirstName} {reply.LastName}. {reply.OrgName} has invited you to Fieldstead.
              Choose a password for <strong>{reply.Email}</strong> to finish.
            </Typography>
          )}
        </Stack>
        {token !== "" && activation.isPending && (
          <Box sx={{ display: "grid", placeItems: "center", py: 3 }}>
            <CircularProgress aria-label="Checking the invitation" />
          </Box>
        )}
        {activation.isError && (
          <Alert severity="error" role="alert">
            The invitation could not be checked: {messageOf(activation.error)}
          </Alert>
        )}
        {(token === "" || (reply && !reply.IsValid)) && (
          <Stack spacing={2}>
            <Alert severity="warning" role="alert">
              {token === "" ? NO_TOKEN : reply?.StatusMessage}
            </Alert>
            <Button component={RouterLink} to="/user/login" variant="outlined">
              Go to sign in
            </Button>
          </Stack>
        )}
        {reply?.IsValid && <ActivationForm token={token} activation={reply} />}
      </Paper>
    </Box>
  );
};
