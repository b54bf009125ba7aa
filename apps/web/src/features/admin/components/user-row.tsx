import { Chip, Stack, Switch, TableCell, TableRow, TextField, Tooltip, Typography } from "@mui/material";
import type { UserListItem } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import type { RoleOption } from "../api/get-roles.ts";
import { UserLinkActions } from "./user-link-actions.tsx";
import { UserStateChip } from "./user-state-chip.tsx";

export type UserRowProps = {
  user: UserListItem;
  roles: readonly RoleOption[];
  /** The signed-in administrator's own row: their role and state are changed by someone else. */
  isSelf: boolean;
  canEdit: boolean;
  isBusy: boolean;
  onRoleChange: (user: UserListItem, role: RoleOption) => void;
  onEnabledChange: (user: UserListItem, isEnabled: boolean) => void;
  onResendInvitation: (user: UserListItem) => void;
  onSendResetLink: (user: UserListItem) => void;
  onTurnOffAuthenticator: (user: UserListItem) => void;
};

const SELF_NOTE = "Another administrator changes your own role and state.";

/** One user: name, e-mail, role (a drop-down), state, last sign-in, an enabled switch and the e-mailed links. */
export const UserRow = ({
  user,
  roles,
  isSelf,
  canEdit,
  isBusy,
  onRoleChange,
  onEnabledChange,
  onResendInvitation,
  onSendResetLink,
  onTurnOffAuthenticator,
}: UserRowProps) => {
  const isLocked = !canEdit || isSelf || isBusy;
  // The user's present role stays listed even when it has since been disabled.
  const choices = roles.some((r) => r.RoleId === user.RoleId)
    ? roles
    : [{ RoleId: user.RoleId, RoleName: user.RoleName, IsEnabled: false }, ...roles];
  const handleRole = (value: string) => {
    const role = roles.find((r) => r.RoleId === Number(value));
    if (role && role.RoleId !== user.RoleId) onRoleChange(user, role);
  };
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.FullName}
          </Typography>
          {isSelf && <Chip size="small" label="You" />}
        </Stack>
      </TableCell>
      <TableCell sx={{ overflowWrap: "anywhere" }}>{user.email}</TableCell>
      <TableCell>
        <Tooltip title={isSelf ? SELF_NOTE : ""}>
          <TextField
            select
            value={user.RoleId}
            onChange={(event) => handleRole(event.target.value)}
            disabled={isLocked}
            size="small"
            sx={{ minWidth: 180 }}
            slotProps={{ select: { native: true }, htmlInput: { "aria-label": `Role of ${user.FullName}` } }}
          >
            {choices.map((r) => (
              <option key={r.RoleId} value={r.RoleId} disabled={!r.IsEnabled}>
                {r.IsEnabled ? r.RoleName : `${r.RoleName} (disabled)`}
              </option>
            ))}
          </TextField>
        </Tooltip>
      </TableCell>
      <TableCell>
        <UserStateChip state={user.State} />
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        {user.LastSignIn ? formatDateTime(user.LastSignIn) : "Never"}
      </TableCell>
      <TableCell align="center">
        <Tooltip title={isSelf ? SELF_NOTE : ""}>
          <span>
            <Switch
              checked={user.IsEnabled}
              disabled={isLocked}
              onChange={(event) => onEnabledChange(user, event.target.checked)}
              slotProps={{ input: { "aria-label": `Enabled: ${user.FullName}` } }}
            />
          </span>
        </Tooltip>
      </TableCell>
      <TableCell align="right">
        <UserLinkActions
          user={user}
          isDisabled={!canEdit || isBusy}
          onResendInvitation={onResendInvitation}
          onSendResetLink={onSendResetLink}
          onTurnOffAuthenticator={onTurnOffAuthenticator}
        />
      </TableCell>
    </TableRow>
  );
};
