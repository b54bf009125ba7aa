import { useState } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import {
  SaveSingleSignOnSchema,
  type SaveSingleSignOn,
  type SaveSingleSignOnInput,
  type SingleSignOnSettings,
} from "@fieldstead/domain";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { serverFieldErrors, zodFormResolver } from "../../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useSaveSingleSignOnSettings } from "../api/single-sign-on-settings.ts";
import { JustInTimeFields } from "./just-in-time-fields.tsx";

type FormValues = SaveSingleSignOnInput;

const FIELDS = [
  "Provider",
  "TenantId",
  "IssuerUrl",
  "DisplayName",
  "ClientId",
  "ClientSecret",
  "AllowedDomains",
  "JitRoleId",
] as const;
const resolver = zodFormResolver(SaveSingleSignOnSchema);

const formValuesOf = (s: SingleSignOnSettings): FormValues => ({
  Provider: s.Provider,
  TenantId: s.TenantId,
  IssuerUrl: s.Provider === "oidc" ? s.IssuerUrl : "",
  DisplayName: s.Provider === "oidc" ? s.DisplayName : "",
  ClientId: s.ClientId,
  ClientSecret: "",
  AllowedDomains: s.AllowedDomains.join(", "),
  // A first connection is meant to be used: on unless turned off.
  Enabled: s.IsConfigured ? s.Enabled : true,
  JitEnabled: s.JitEnabled,
  JitRoleId: s.JitRoleId,
});

export type SingleSignOnFormProps = { settings: SingleSignOnSettings; canChange: boolean };

/** The connection's fields; the redirect URI to register at the provider is shown, never the client secret. */
export const SingleSignOnForm = ({ settings, canChange }: SingleSignOnFormProps) => {
  const save = useSaveSingleSignOnSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, SaveSingleSignOn>({
    resolver,
    defaultValues: formValuesOf(settings),
    mode: "onTouched",
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const provider = useWatch({ control, name: "Provider" });
  useUnsavedChangesPrompt(formState.isDirty);

  const field = (name: Path<FormValues>, label: string) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name as keyof FormValues]?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `sso-${name}`,
      label,
      error: Boolean(message),
      helperText: message,
      disabled: !canChange,
      fullWidth: true,
    };
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      reset(formValuesOf(await save.mutateAsync(values)));
      showSnackbar({ message: "Single sign-on has been saved.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS);
      named.forEach(({ field: name, message }) => setError(name, { type: "server", message }));
      if (named.length === 0) setFormError(messageOf(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={handleSave}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Controller
          control={control}
          name="Provider"
          render={({ field: { value, onChange } }) => (
            <RadioGroup row aria-label="Provider" value={value} onChange={(e) => onChange(e.target.value)}>
              <FormControlLabel
                value="entra"
                control={<Radio />}
                label="Microsoft Entra ID"
                disabled={!canChange}
              />
              <FormControlLabel
                value="oidc"
                control={<Radio />}
                label="OpenID Connect"
                disabled={!canChange}
              />
            </RadioGroup>
          )}
        />
        {provider === "entra" ? (
          <TextField
            {...field("TenantId", "Directory (tenant) ID")}
            placeholder="00000000-0000-0000-0000-000000000000"
          />
        ) : (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField {...field("IssuerUrl", "Issuer URL")} placeholder="https://login.example.com" />
            <TextField
              {...field("DisplayName", "Display name")}
              placeholder="Okta"
              sx={{ maxWidth: { sm: 220 } }}
            />
          </Stack>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField {...field("ClientId", "Client ID")} autoComplete="off" />
          <TextField
            {...field("ClientSecret", "Client secret")}
            type="password"
            autoComplete="new-password"
            helperText={
              formState.errors.ClientSecret?.message ??
              (settings.HasClientSecret ? "A secret is kept: leave empty to keep it." : "Required.")
            }
          />
        </Stack>
        <TextField
          {...field("AllowedDomains", "Allowed e-mail domains")}
          helperText={
            formState.errors.AllowedDomains?.message ?? "Separated by commas, e.g. acme.example, acme.co.uk"
          }
        />
        <TextField
          id="sso-RedirectUri"
          label="Redirect URI"
          value={settings.RedirectUri}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText="Register this address at the provider as the app's redirect (reply) URI."
        />
        <JustInTimeFields control={control} roles={settings.Roles} disabled={!canChange} />
        <Controller
          control={control}
          name="Enabled"
          render={({ field: { value, onChange } }) => (
            <FormControlLabel
              control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} />}
              label="Single sign-on is on"
              disabled={!canChange}
            />
          )}
        />
        {canChange && (
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
            <Button
              variant="outlined"
              color="inherit"
              disabled={!formState.isDirty || formState.isSubmitting}
              onClick={() => reset()}
            >
              Discard changes
            </Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Checking the provider…" : "Save"}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
};
