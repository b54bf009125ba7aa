import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Stack, TextField } from "@mui/material";
import {
  INVITATION_VALID_HOURS,
  InviteEmployeeSchema,
  type InviteEmployee,
  type InviteEmployeeInput,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { serverFieldErrors, zodFormResolver } from "../../../../lib/form-resolver.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { inviteEmployee } from "../api/invite-employee.ts";

/** A role the person may be given. */
export type InviteRoleOption = { RoleId: number; RoleName: string; IsEnabled: boolean };

export type AddUserDialogProps = {
  roles: readonly InviteRoleOption[];
  onClose: () => void;
  /** The person was invited (the list should show them). */
  onInvited: (employeeId: number) => void;
};

const FIELDS = ["FirstName", "LastName", "Email", "RoleId", "PhoneNumber"] as const;
const resolver = zodFormResolver(InviteEmployeeSchema);
const EMPTY: InviteEmployeeInput = { FirstName: "", LastName: "", Email: "", RoleId: 0, PhoneNumber: "" };

/** 'Add user': names, e-mail, role and phone; the person is invited by e-mail and sets their own password. */
export const AddUserDialog = ({ roles, onClose, onInvited }: AddUserDialogProps) => {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<InviteEmployeeInput, unknown, InviteEmployee>({
    resolver,
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  const field = (name: Path<InviteEmployeeInput>, label: string) => {
    const { ref, ...rest } = register(name, name === "RoleId" ? { valueAsNumber: true } : {});
    const message = errors[name as keyof InviteEmployeeInput]?.message;
    return { ...rest, inputRef: ref, id: `add-user-${name}`, label, error: !!message, helperText: message };
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await inviteEmployee(values);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 6_000 });
      onInvited(reply.EmployeeId);
      onClose();
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS);
      named.forEach(({ field: name, message }) => setError(name, { type: "server", message }));
      if (named.length === 0) setFormError(messageOf(error));
    }
  });

  return (
    <FormDialog
      title="Add user"
      titleId="add-user-title"
      onClose={onClose}
      discard={{ isDirty, message: "The person you started to add will not be invited." }}
      intro={`The person gets an e-mail with a link to choose their password. The link works for ${INVITATION_VALID_HOURS} hours.`}
      error={formError}
      onSubmit={(event) => void handleSave(event)}
      submitLabel="Send invitation"
      isBusy={isSubmitting}
      isFullScreenOnMobile
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("FirstName", "First name")} required fullWidth autoComplete="off" />
        <TextField {...field("LastName", "Last name")} required fullWidth autoComplete="off" />
      </Stack>
      <TextField {...field("Email", "E-mail")} required fullWidth type="email" autoComplete="off" />
      <TextField
        {...field("RoleId", "Role")}
        select
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={0} disabled>
          Choose a role
        </option>
        {roles
          .filter((r) => r.IsEnabled)
          .map((r) => (
            <option key={r.RoleId} value={r.RoleId}>
              {r.RoleName}
            </option>
          ))}
      </TextField>
      <TextField {...field("PhoneNumber", "Phone")} fullWidth type="tel" autoComplete="off" />
    </FormDialog>
  );
};
