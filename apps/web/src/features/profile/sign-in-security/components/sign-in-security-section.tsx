import { useState } from "react";
import { Alert, Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useSignInSecurity } from "../api/get-sign-in-security.ts";
import { AuthenticatorSetupDialog } from "./authenticator-setup-dialog.tsx";
import { RemoveAuthenticatorDialog } from "./remove-authenticator-dialog.tsx";

export type SignInSecuritySectionProps = { email: string };

/** The profile's 'Sign-in security': the person's authenticator app, and what sign-in asks of them. */
export const SignInSecuritySection = ({ email }: SignInSecuritySectionProps) => {
  const security = useSignInSecurity();
  const [dialog, setDialog] = useState<"setup" | "remove" | null>(null);
  const close = () => setDialog(null);
  const data = security.data;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-in-security-title" sx={{ p: 3 }}>
      <Typography id="sign-in-security-title" variant="h6" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
        Sign-in security
      </Typography>
      {security.isPending && <Skeleton variant="rounded" height={72} />}
      {security.isError && <Alert severity="error">{security.error.message}</Alert>}
      {data && (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          {data.HasAuthenticator ? (
            <Typography>
              Your authenticator app is on: at sign-in you enter the code it shows.{" "}
              {data.RecoveryCodesLeft === 1
                ? "1 recovery code is left."
                : `${data.RecoveryCodesLeft} recovery codes are left.`}
            </Typography>
          ) : (
            <Typography>
              {data.OrganisationRequiresSecondStep
                ? "Your organisation asks for a code at sign-in: it is e-mailed to you each time."
                : "Sign-in asks for your password only."}{" "}
              With an authenticator app on your phone, you enter the code it shows instead.
            </Typography>
          )}
          {data.HasAuthenticator && data.RecoveryCodesLeft <= 2 && (
            <Alert severity="warning">
              Few recovery codes are left. Turn the app off and set it up again to get ten new ones.
            </Alert>
          )}
          {data.HasAuthenticator ? (
            <Button variant="outlined" color="error" onClick={() => setDialog("remove")}>
              Turn off the authenticator app
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => setDialog("setup")}>
              Set up an authenticator app
            </Button>
          )}
        </Stack>
      )}
      {dialog === "setup" && <AuthenticatorSetupDialog email={email} onClose={close} />}
      {dialog === "remove" && <RemoveAuthenticatorDialog onClose={close} />}
    </Paper>
  );
};
