import { Box, ListItem, ListItemButton, Stack } from "@mui/material";
import { NotificationAction, type NotificationGridItem } from "@fieldstead/domain";
import { NotificationBody } from "./notification-body.tsx";
import { NotificationLabels } from "./notification-labels.tsx";
import { NotificationTime } from "./notification-time.tsx";
import { SCREEN_READER_ONLY_SX } from "../../../components/ui/screen-reader-only.ts";
import { UnreadDot } from "./unread-dot.tsx";

export type NotificationPanelItemProps = {
  item: NotificationGridItem;
  onOpen: (item: NotificationGridItem) => void;
};

/** One notification of the bell's panel: an unread one stands out (a tint, a dot and bold text). */
export const NotificationPanelItem = ({ item, onOpen }: NotificationPanelItemProps) => {
  const isUnread = item.ActionId === NotificationAction.UnRead;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() => onOpen(item)}
        sx={{
          alignItems: "flex-start",
          gap: 1.25,
          py: 1.25,
          bgcolor: isUnread ? "primary.50" : undefined,
        }}
      >
        <UnreadDot isUnread={isUnread} />
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          {isUnread && <Box sx={SCREEN_READER_ONLY_SX}>Unread:</Box>}
          <NotificationBody html={item.BodyText} isUnread={isUnread} isLinkFree />
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <NotificationLabels labelText={item.LabelText} />
            <NotificationTime createdOn={item.CreatedOn} />
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
};
