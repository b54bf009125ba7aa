import { Link as RouterLink } from "react-router";
import { Box, Button, Typography } from "@mui/material";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read.ts";
import { NotificationPanelList } from "./notification-panel-list.tsx";

export type NotificationPanelProps = {
  unreadCount: number;
  onClose: () => void;
};

/**
 * The bell's panel (portal-shell §2.4): the title 'Notifications', 'Mark All as Read', the latest
 * notifications, and 'See All' to /Notifications (which closes the panel).
 */
export const NotificationPanel = ({ unreadCount, onClose }: NotificationPanelProps) => {
  const markAll = useMarkAllNotificationsRead();
  const handleMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => showSnackbar({ message: messageOf(error), severity: "error" }),
    });
  return (
    <>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, flex: 1 }}>
          Notifications
        </Typography>
        <Button size="small" onClick={handleMarkAll} disabled={unreadCount === 0 || markAll.isPending}>
          Mark All as Read
        </Button>
      </Box>
      <NotificationPanelList onClose={onClose} />
      <Box sx={{ borderTop: 1, borderColor: "divider", textAlign: "center", py: 0.5 }}>
        <Button component={RouterLink} to="/Notifications" onClick={onClose} size="small">
          See All
        </Button>
      </Box>
    </>
  );
};
