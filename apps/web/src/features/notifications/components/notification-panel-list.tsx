import { Alert, Box, List, Typography } from "@mui/material";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import type { NotificationGridItem } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { useNotificationListing } from "../api/get-notification-listing.ts";
import { PANEL_FILTERS } from "../api/notification-keys.ts";
import { useOpenNotification } from "../hooks/use-open-notification.ts";
import { NotificationPanelItem } from "./notification-panel-item.tsx";
import { NotificationSpinner } from "./notification-spinner.tsx";

/** What the notification list reads when there is nothing in it (portal-shell §2.4). */
export const NO_NOTIFICATIONS_TEXT = "No Notifications yet";

export type NotificationPanelListProps = { onClose: () => void };

/**
 * The bell panel's list: fetched on every open, newest first. Clicking an item marks it read, closes the
 * panel and opens what it is about.
 */
export const NotificationPanelList = ({ onClose }: NotificationPanelListProps) => {
  const listing = useNotificationListing(PANEL_FILTERS, { isFreshOnMount: true });
  const open = useOpenNotification();
  const handleOpen = (item: NotificationGridItem) => {
    onClose();
    open(item);
  };
  if (listing.isPending) return <NotificationSpinner />;
  if (listing.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {messageOf(listing.error)}
      </Alert>
    );
  const items = listing.data.NotificationGridData;
  if (items.length === 0)
    return (
      <Box sx={{ px: 2, py: 4, textAlign: "center", color: "text.secondary" }}>
        <NotificationsNoneOutlined sx={{ fontSize: 36, mb: 1, opacity: 0.6 }} />
        <Typography variant="body2">{NO_NOTIFICATIONS_TEXT}</Typography>
      </Box>
    );
  return (
    <List disablePadding aria-label="Latest notifications" sx={{ maxHeight: 420, overflowY: "auto" }}>
      {items.map((item) => (
        <NotificationPanelItem key={item.NotificationGridId} item={item} onOpen={handleOpen} />
      ))}
    </List>
  );
};
