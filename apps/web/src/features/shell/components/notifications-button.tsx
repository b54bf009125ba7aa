import { useId, useState } from "react";
import { Box, Popover, Typography } from "@mui/material";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { HeaderIconButton } from "./header-icon-button.tsx";

export const NOTIFICATIONS_LATER_TEXT =
  "Notifications arrive with a later release: the unread count and the list will show here.";

/** The notification bell. The count and the list come with the notifications release; the panel says so. */
export const NotificationsButton = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <HeaderIconButton
        label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNoneOutlined />
      </HeaderIconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": titleId,
            sx: { mt: 1, width: 320, maxWidth: "calc(100vw - 32px)", border: 1, borderColor: "divider" },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: "divider" }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            Notifications
          </Typography>
        </Box>
        <Box sx={{ px: 2, py: 3, textAlign: "center", color: "text.secondary" }}>
          <NotificationsNoneOutlined sx={{ fontSize: 36, mb: 1, opacity: 0.6 }} />
          <Typography variant="body2">{NOTIFICATIONS_LATER_TEXT}</Typography>
        </Box>
      </Popover>
    </>
  );
};
