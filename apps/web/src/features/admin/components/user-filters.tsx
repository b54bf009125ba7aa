import { MenuItem, Stack, TextField } from "@mui/material";
import { UserFilterType } from "@fieldstead/domain";
import type { RoleOption } from "../api/get-roles.ts";

export type UserStateFilter = (typeof UserFilterType)[keyof typeof UserFilterType];

export type UserFiltersProps = {
  text: string;
  state: UserStateFilter;
  /** 0: every role. */
  roleId: number;
  roles: readonly RoleOption[];
  onTextChange: (text: string) => void;
  onStateChange: (state: UserStateFilter) => void;
  onRoleChange: (roleId: number) => void;
};

const STATES: readonly { value: UserStateFilter; label: string }[] = [
  { value: UserFilterType.All, label: "All users" },
  { value: UserFilterType.Enabled, label: "Enabled" },
  { value: UserFilterType.Active, label: "Active" },
  { value: UserFilterType.Invited, label: "Invited" },
  { value: UserFilterType.Disabled, label: "Disabled" },
];

/** The user list's text search (name or e-mail), state and role filters. */
export const UserFilters = (props: UserFiltersProps) => (
  <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
    <TextField
      label="Search users"
      type="search"
      placeholder="Name or e-mail"
      value={props.text}
      onChange={(event) => props.onTextChange(event.target.value)}
      sx={{ flexGrow: 1, minWidth: 220 }}
      size="small"
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
    <TextField
      select
      label="State"
      value={props.state}
      onChange={(event) => props.onStateChange(Number(event.target.value) as UserStateFilter)}
      sx={{ minWidth: 160 }}
      size="small"
    >
      {STATES.map((s) => (
        <MenuItem key={s.value} value={s.value}>
          {s.label}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      label="Role"
      value={props.roleId}
      onChange={(event) => props.onRoleChange(Number(event.target.value))}
      sx={{ minWidth: 200 }}
      size="small"
    >
      <MenuItem value={0}>All roles</MenuItem>
      {props.roles.map((r) => (
        <MenuItem key={r.RoleId} value={r.RoleId}>
          {r.RoleName}
        </MenuItem>
      ))}
    </TextField>
  </Stack>
);
