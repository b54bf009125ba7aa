import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import {
  ProfileFormSchema,
  type EmployeeDetails,
  type ProfileForm as ProfileValues,
  type ProfileFormInput,
} from "@fieldstead/domain";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { confirm } from "../../../lib/confirm.ts";
import { serverFieldErrors, zodFormResolver } from "../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useUpdateEmployeeProfile } from "../api/update-employee-profile.ts";

const FIELDS = ["EmpFirstName", "EmpLastName", "PhoneNumber"] as const;
const resolver = zodFormResolver(ProfileFormSchema);

const formValues = (details: EmployeeDetails): ProfileFormInput => ({
  EmpFirstName: details.EmpFirstName,
  EmpLastName: details.EmpLastName,
  PhoneNumber: details.PhoneNumber ?? "",
});

export type ProfileFormProps = { details: EmployeeDetails };

/** The names and phone number a person may change; leaving with unsaved changes asks first. */
export const ProfileForm = ({ details }: ProfileFormProps) => {
  const save = useUpdateEmployeeProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileValues>({
    resolver,
    defaultValues: formValues(details),
    mode: "onTouched",
  });
  useUnsavedChangesPrompt(isDirty);

  const field = (name: Path<ProfileFormInput>, label: string) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return { ...rest, inputRef: ref, id: `profile-${name}`, label, error: !!message, helperText: message };
  };

  const handleDiscard = async () => {
    const { confirmed } = await confirm({
      title: "Discard changes?",
      message: "Your changes to the profile will be lost.",
      icon: "warning",
      yesLabel: "Discard",
      noLabel: "Keep editing",
    });
    if (confirmed) reset();
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await save.mutateAsync(values);
      reset(formValues(reply.Employee));
      showSnackbar({ message: "Your profile has been saved.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS);
      named.forEach(({ field: name, message }) => setError(name, { type: "server", message }));
      if (named.length === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        Personal details
      </Typography>
      <Box component="form" noValidate onSubmit={handleSave}>
        <Stack spacing={2.5}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              {...field("EmpFirstName", "First name")}
              required
              fullWidth
              autoComplete="given-name"
            />
            <TextField {...field("EmpLastName", "Last name")} required fullWidth autoComplete="family-name" />
          </Stack>
          <TextField {...field("PhoneNumber", "Phone number")} fullWidth autoComplete="tel" type="tel" />
          <TextField
            label="Email"
            value={details.Email}
            fullWidth
            disabled
            helperText="Your sign-in e-mail"
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
            <Button
              variant="outlined"
              color="inherit"
              disabled={!isDirty || isSubmitting}
              onClick={() => void handleDiscard()}
            >
              Discard changes
            </Button>
            <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
              Save changes
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
};
