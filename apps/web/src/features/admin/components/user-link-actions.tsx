import { useState } from "react";
import { IconButton, Menu, MenuItem } from "@mui/material";
import MoreVert from "@mui/icons-material/MoreVert";
import { PersonState, type UserListItem } from "@fieldstead/domain";

export type UserLinkActionsProps = {
  user: UserListItem;
  isDisabled: boolean;
  onResendInvitation: (user: UserListItem) => void;
  onSendResetLink: (user: UserListItem) => void;
  /** A lost phone: the person's authenticator app is turned off. */
  onTurnOffAuthenticator: (user: UserListItem) => void;
};

/**
 * The e-mailed links an administrator sends — a new invitation to an Invited person, a password reset link to an
 * Active one — and, for an Active person who lost their phone, turning off their authenticator app; a disabled
 * person gets none.
 */
export const UserLinkActions = ({
  user,
  isDisabled,
  onResendInvitation,
  onSendResetLink,
  onTurnOffAuthenticator,
}: UserLinkActionsProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user.State === PersonState.Disabled) return null;
  const isInvited = user.State === PersonState.Invited;
  const pick = (action: (target: UserListItem) => void) => () => {
    setAnchor(null);
    action(user);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${user.FullName}`}
        aria-haspopup="menu"
        disabled={isDisabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {isInvited ? (
          <MenuItem onClick={pick(onResendInvitation)}>Resend invitation</MenuItem>
        ) : (
          [
            <MenuItem key="reset" onClick={pick(onSendResetLink)}>
              Send password reset link
            </MenuItem>,
            <MenuItem key="authenticator" onClick={pick(onTurnOffAuthenticator)}>
              Turn off authenticator app
            </MenuItem>,
          ]
        )}
      </Menu>
    </>
  );
};
