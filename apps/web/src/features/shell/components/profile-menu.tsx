import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from "@mui/material";
import LockResetOutlined from "@mui/icons-material/LockResetOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import MailOutlineRounded from "@mui/icons-material/MailOutlineRounded";
import OpenInNewRounded from "@mui/icons-material/OpenInNewRounded";
import PersonOutlineRounded from "@mui/icons-material/PersonOutlineRounded";
import type { SessionUser } from "../../../lib/storage.ts";
import { DeferredTooltip } from "../../../components/ui/deferred-tooltip.tsx";
import { useSession } from "../../auth/index.ts";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { profilePictureUrl } from "../../../lib/profile-picture-url.ts";
import { copyrightLine, initialsOf } from "../copyright.ts";

const LABEL = "Profile menu";

const UserAvatar = ({ user, size }: { user: SessionUser; size: number }) => (
  <Avatar
    src={profilePictureUrl(user.ProfilePicturePath)}
    alt=""
    sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: "primary.main", fontWeight: 600 }}
  >
    {initialsOf({ firstName: user.EmpFirstName, lastName: user.EmpLastName })}
  </Avatar>
);

/** The profile menu (portal-shell §2.3): who is signed in, profile links, contact, Log Out, terms, copyright. */
export const ProfileMenu = () => {
  const { user, signOut } = useSession();
  const config = useQuery(clientConfigQuery);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);
  const itemSx = { minHeight: 40, fontSize: 14 } as const;

  return (
    <>
      <DeferredTooltip title={LABEL}>
        <IconButton
          aria-label={LABEL}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <UserAvatar user={user} size={34} />
        </IconButton>
      </DeferredTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        variant="menu"
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            sx: { mt: 1, width: 280, maxWidth: "calc(100vw - 32px)", border: 1, borderColor: "divider" },
          },
          list: { "aria-label": LABEL } as object,
        }}
      >
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", px: 2, pt: 1, pb: 1.5 }}>
          <UserAvatar user={user} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: "text.secondary", display: "block" }}>
              {user.RoleName?.trim() || "--"}
            </Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{user.EmpFullName}</Typography>
          </Box>
        </Box>
        <MenuItem component="a" href={`mailto:${user.Email}`} onClick={close} sx={itemSx}>
          <ListItemIcon>
            <MailOutlineRounded fontSize="small" />
          </ListItemIcon>
          <Typography noWrap sx={{ fontSize: 14 }}>
            {user.Email}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/profile" onClick={close} sx={itemSx}>
          <ListItemIcon>
            <PersonOutlineRounded fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem component={RouterLink} to="/change-password" onClick={close} sx={itemSx}>
          <ListItemIcon>
            <LockResetOutlined fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
        {config.data && (
          <MenuItem
            component="a"
            href={config.data.ContactUsUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            sx={itemSx}
          >
            <ListItemIcon>
              <OpenInNewRounded fontSize="small" />
            </ListItemIcon>
            Contact us
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
          sx={itemSx}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Log Out
        </MenuItem>
        <Divider />
        {config.data && (
          <MenuItem
            component="a"
            href={config.data.TermsUrl}
            onClick={close}
            sx={{ ...itemSx, minHeight: 32, fontSize: 13 }}
          >
            Terms of use
          </MenuItem>
        )}
        {config.data && (
          <Typography
            variant="caption"
            sx={{ display: "block", px: 2, pt: 0.5, pb: 1, color: "text.secondary" }}
          >
            {copyrightLine({ companyName: config.data.CompanyName, now: new Date() })}
          </Typography>
        )}
      </Menu>
    </>
  );
};
