import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack } from "@mui/material";
import { ActivationFormSchema, checkPasswordPolicy, type ActivationReply } from "@fieldstead/domain";
import { PasswordField } from "../../../../components/ui/password-field.tsx";
import { issuesByField, messageOf, refusalByField } from "../../../../lib/form-errors.ts";
import { useSession } from "../../../auth/index.ts";
import { PasswordRequirements } from "../../password/password-requirements.tsx";
import { activateEmployee } from "../api/activate-employee.ts";

export type ActivationFormProps = { token: string; activation: ActivationReply };

type FieldErrors = Partial<Record<"Password" | "ConfirmPassword" | "AcceptTerms" | "form", string>>;

/** The new password twice (with the policy ticked off as it is typed) and the terms; then signed in. */
export const ActivationForm = ({ token, activation }: ActivationFormProps) => {
  const { startSession } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // A field's message goes as soon as the person changes that field.
  const clear = (field: keyof FieldErrors) => setErrors((current) => ({ ...current, [field]: undefined }));
  const person = {
    firstName: activation.FirstName ?? "",
    lastName: activation.LastName ?? "",
    email: activation.Email ?? "",
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = { Password: password, ConfirmPassword: confirmPassword, AcceptTerms: acceptTerms };
    const parsed = ActivationFormSchema.safeParse(form);
    const found: FieldErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
    const policy = checkPasswordPolicy({ password, ...person });
    if (!policy.ok) found.Password ??= policy.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const record = await activateEmployee({ Token: token, ...form });
      await startSession(record);
      navigate("/dashboard", { replace: true });
    } catch (error) {
      const byField = refusalByField(error);
      setErrors({
        Password: byField.Password,
        ConfirmPassword: byField.ConfirmPassword,
        AcceptTerms: byField.AcceptTerms,
        form:
          byField.Token ?? byField.form ?? (Object.keys(byField).length === 0 ? messageOf(error) : undefined),
      });
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack spacing={2.5}>
        {errors.form && (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        )}
        <PasswordField
          id="activation-password"
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear("Password");
          }}
          error={!!errors.Password}
          helperText={errors.Password}
          required
          fullWidth
        />
        <PasswordRequirements password={password} {...person} />
        <PasswordField
          id="activation-confirm"
          label="Confirm password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            clear("ConfirmPassword");
          }}
          error={!!errors.ConfirmPassword}
          helperText={errors.ConfirmPassword}
          required
          fullWidth
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={acceptTerms}
                onChange={(event) => {
                  setAcceptTerms(event.target.checked);
                  clear("AcceptTerms");
                }}
              />
            }
            label={
              <>
                I accept the{" "}
                <Link href="/#/terms" target="_blank" rel="noopener">
                  terms of use
                </Link>
              </>
            }
          />
          {errors.AcceptTerms && <FormHelperText error>{errors.AcceptTerms}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {isSubmitting ? "Activating…" : "Activate account"}
        </Button>
      </Stack>
    </Box>
  );
};
