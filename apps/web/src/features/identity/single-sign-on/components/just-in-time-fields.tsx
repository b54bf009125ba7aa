import { Controller, useWatch, type Control } from "react-hook-form";
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from "@mui/material";
import type { SaveSingleSignOn, SaveSingleSignOnInput, SingleSignOnSettings } from "@fieldstead/domain";

export type JustInTimeFieldsProps = {
  control: Control<SaveSingleSignOnInput, unknown, SaveSingleSignOn>;
  roles: SingleSignOnSettings["Roles"];
  disabled: boolean;
};

/** Just-in-time creation: on, a person of an allowed domain without an account is created with this role. */
export const JustInTimeFields = ({ control, roles, disabled }: JustInTimeFieldsProps) => {
  const isOn = useWatch({ control, name: "JitEnabled" });
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
      <Controller
        control={control}
        name="JitEnabled"
        render={({ field: { value, onChange } }) => (
          <FormControlLabel
            control={<Switch checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />}
            label="Create people at their first sign-in"
            disabled={disabled}
            sx={{ minWidth: 300, pt: 1 }}
          />
        )}
      />
      {isOn && (
        <Controller
          control={control}
          name="JitRoleId"
          render={({ field: { value, onChange, onBlur }, fieldState }) => (
            <TextField
              select
              id="sso-JitRoleId"
              label="Their role"
              value={value ?? ""}
              onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
              onBlur={onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? "People created this way have no password."}
              disabled={disabled}
              fullWidth
            >
              {roles
                .filter((r) => r.IsEnabled)
                .map((r) => (
                  <MenuItem key={r.RoleId} value={r.RoleId}>
                    {r.RoleName}
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
      )}
    </Stack>
  );
};
