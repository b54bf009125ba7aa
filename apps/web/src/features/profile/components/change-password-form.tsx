import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Alert, Box, Button, Paper, Stack } from "@mui/material";
import { ChangePasswordFormSchema, type ChangePasswordForm as PasswordValues } from "@fieldstead/domain";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { serverFieldErrors, zodFormResolver } from "../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useChangePassword } from "../api/change-password.ts";

const FIELDS = ["CurrentPassword", "NewPassword", "ConfirmPassword"] as const;
const EMPTY: PasswordValues = { CurrentPassword: "", NewPassword: "", ConfirmPassword: "" };
const resolver = zodFormResolver(ChangePasswordFormSchema);
/** The product's password rules (NewPasswordSchema), as a hint under the new password. */
const PASSWORD_HINT = "At least 12 characters, with letters and digits.";

/** Current, new and confirmed password; a wrong current password is shown on its field. */
export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PasswordValues>({ resolver, defaultValues: EMPTY, mode: "onTouched" });
  useUnsavedChangesPrompt(isDirty);

  const field = (name: Path<PasswordValues>, label: string, hint?: string) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `password-${name}`,
      label,
      error: !!message,
      helperText: message ?? hint,
    };
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      showSnackbar({ message: "Your password has been changed.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS);
      named.forEach(({ field: name, message }) =>
        setError(name, { type: "server", message }, { shouldFocus: true }),
      );
      if (named.length === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box component="form" noValidate onSubmit={handleSave}>
        <Stack spacing={2.5}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <PasswordField
            {...field("CurrentPassword", "Current password")}
            required
            fullWidth
            autoComplete="current-password"
          />
          <PasswordField
            {...field("NewPassword", "New password", PASSWORD_HINT)}
            required
            fullWidth
            autoComplete="new-password"
          />
          <PasswordField
            {...field("ConfirmPassword", "Confirm new password")}
            required
            fullWidth
            autoComplete="new-password"
          />
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Change password
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
};
