import { useState } from "react";
import { TextField } from "@mui/material";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { serverFieldErrors } from "../../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useRemoveAuthenticator } from "../api/remove-authenticator.ts";

export type RemoveAuthenticatorDialogProps = { onClose: () => void };

/** Turning the authenticator app off: the current password confirms it is the person themselves. */
export const RemoveAuthenticatorDialog = ({ onClose }: RemoveAuthenticatorDialogProps) => {
  const remove = useRemoveAuthenticator();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async () => {
    if (!password) {
      setPasswordError("Enter your password.");
      return;
    }
    setPasswordError(null);
    setFormError(null);
    try {
      const reply = await remove.mutateAsync(password);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onClose();
    } catch (error) {
      const [problem] = serverFieldErrors(error, ["Password"] as const);
      if (problem) setPasswordError(problem.message);
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <FormDialog
      title="Turn off the authenticator app"
      titleId="remove-authenticator-title"
      intro="Sign-in will no longer ask for the app's code, and your recovery codes stop working. If your organisation asks for a code at sign-in, it will be e-mailed to you instead."
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      submitLabel="Turn off"
      submitColor="error"
      isBusy={remove.isPending}
      error={formError}
    >
      <TextField
        id="remove-authenticator-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError !== null}
        helperText={passwordError}
      />
    </FormDialog>
  );
};
