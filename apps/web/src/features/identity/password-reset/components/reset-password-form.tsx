import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert, Box, Button, Stack } from "@mui/material";
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  checkPasswordPolicy,
  type DecipherResetTokenReply,
} from "@fieldstead/domain";
import { PasswordField } from "../../../../components/ui/password-field.tsx";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../../../../lib/http.ts";
import { serverFieldErrors } from "../../../../lib/form-resolver.ts";
import { PasswordRequirements } from "../../password/password-requirements.tsx";
import { useResetPassword } from "../api/reset-password.ts";

export type ResetPasswordFormProps = { token: string; person: DecipherResetTokenReply };

type FieldErrors = { NewPassword?: string; ConfirmPassword?: string };
const FIELDS = ["NewPassword", "ConfirmPassword"] as const;

/** The new password twice, the policy ticked as it is typed; success leads to the sign-in page. */
export const ResetPasswordForm = ({ token, person }: ResetPasswordFormProps) => {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const who = { firstName: person.FirstName, lastName: person.LastName, email: person.Email };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const policy = checkPasswordPolicy({ password, ...who });
    const found: FieldErrors = {
      ...(policy.ok ? {} : { NewPassword: policy.message }),
      ...(confirmation === password ? {} : { ConfirmPassword: PASSWORDS_DIFFER_MESSAGE }),
    };
    setErrors(found);
    setFormError(null);
    if (found.NewPassword || found.ConfirmPassword) return;
    try {
      await reset.mutateAsync({ Token: token, NewPassword: password, ConfirmPassword: confirmation });
      navigate(`/user/login?email=${encodeURIComponent(person.Email)}`, {
        replace: true,
        state: { notice: PASSWORD_RESET_DONE_MESSAGE },
      });
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS);
      setErrors(Object.fromEntries(named.map((f) => [f.field, f.message])));
      if (named.length === 0) {
        const tokenProblem = error instanceof ApiError ? error.fields.find((f) => f.field === "Token") : null;
        setFormError(
          tokenProblem?.message ?? (error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE),
        );
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" autoComplete="username" value={person.Email} readOnly hidden />
        <PasswordField
          id="reset-new-password"
          label="New password"
          autoComplete="new-password"
          autoFocus
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors.NewPassword)}
          helperText={errors.NewPassword}
        />
        <PasswordRequirements password={password} {...who} />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          fullWidth
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={Boolean(errors.ConfirmPassword)}
          helperText={errors.ConfirmPassword}
        />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending} fullWidth>
          {reset.isPending ? "Resetting…" : "Reset password"}
        </Button>
      </Stack>
    </Box>
  );
};
