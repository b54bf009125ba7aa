import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Alert, Box, Button, Paper, Stack } from "@mui/material";
import {
  ChangePasswordFormSchema,
  checkPasswordPolicy,
  type ChangePasswordForm as PasswordValues,
} from "@fieldstead/domain";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { serverFieldErrors, zodFormResolver } from "../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSession } from "../../auth/index.ts";
import { PasswordRequirements } from "../../identity/index.ts";
import { useChangePassword } from "../api/change-password.ts";

const FIELDS = ["CurrentPassword", "NewPassword", "ConfirmPassword"] as const;
const EMPTY: PasswordValues = { CurrentPassword: "", NewPassword: "", ConfirmPassword: "" };
const resolver = zodFormResolver(ChangePasswordFormSchema);

/**
 * Current, new and confirmed password; the password policy ticked as the new one is typed, and checked with
 * the person's name and e-mail before sending; a wrong current password is shown on its field.
 */
export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const { user } = useSession();
  const who = { firstName: user?.EmpFirstName, lastName: user?.EmpLastName, email: user?.Email };
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PasswordValues>({ resolver, defaultValues: EMPTY, mode: "onTouched" });
  useUnsavedChangesPrompt(isDirty);

  const field = (name: Path<PasswordValues>, label: string) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `password-${name}`,
      label,
      error: !!message,
      helperText: message,
    };
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const policy = checkPasswordPolicy({ password: values.NewPassword, ...who });
    if (!policy.ok) {
      setError("NewPassword", { type: "policy", message: policy.message }, { shouldFocus: true });
      return;
    }
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
            {...field("NewPassword", "New password")}
            required
            fullWidth
            autoComplete="new-password"
          />
          <PasswordRequirements password={watch("NewPassword")} {...who} />
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
