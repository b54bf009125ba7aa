import { Box, Button, ListItem, Stack } from "@mui/material";
import { NotificationAction, type NotificationActionId, type NotificationGridItem } from "@fieldstead/domain";
import { NotificationBody } from "./notification-body.tsx";
import { NotificationItemActions } from "./notification-item-actions.tsx";
import { NotificationLabels } from "./notification-labels.tsx";
import { NotificationTime } from "./notification-time.tsx";
import { SCREEN_READER_ONLY_SX } from "../../../components/ui/screen-reader-only.ts";
import { UnreadDot } from "./unread-dot.tsx";

export type NotificationPageItemProps = {
  item: NotificationGridItem;
  isBusy: boolean;
  onAction: (item: NotificationGridItem, actionId: NotificationActionId) => void;
  /** Opens what it is about (its CompleteUrl, or a link of its text), marking it read. */
  onOpen: (item: NotificationGridItem, href?: string) => void;
};

/** One notification of the Notifications page, with what can be done to it. */
export const NotificationPageItem = ({ item, isBusy, onAction, onOpen }: NotificationPageItemProps) => {
  const isUnread = item.ActionId === NotificationAction.UnRead;
  return (
    <ListItem
      divider
      sx={{ alignItems: "flex-start", gap: 1.5, py: 1.5, bgcolor: isUnread ? "primary.50" : undefined }}
    >
      <UnreadDot isUnread={isUnread} />
      <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
        {isUnread && <Box sx={SCREEN_READER_ONLY_SX}>Unread:</Box>}
        <NotificationBody html={item.BodyText} isUnread={isUnread} onAppLink={(href) => onOpen(item, href)} />
        <Stack direction="row" useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          <NotificationLabels labelText={item.LabelText} />
          <NotificationTime createdOn={item.CreatedOn} />
          {item.CompleteUrl && (
            <Button size="small" onClick={() => onOpen(item)} sx={{ minWidth: 0, py: 0 }}>
              Open
            </Button>
          )}
        </Stack>
      </Stack>
      <NotificationItemActions
        item={item}
        isBusy={isBusy}
        onAction={(actionId) => onAction(item, actionId)}
      />
    </ListItem>
  );
};
