import { IconButton, Stack, Tooltip } from "@mui/material";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DraftsOutlined from "@mui/icons-material/DraftsOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import NotificationsOffOutlined from "@mui/icons-material/NotificationsOffOutlined";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import type { ReactNode } from "react";
import { NotificationAction, type NotificationActionId, type NotificationGridItem } from "@fieldstead/domain";

export type NotificationItemActionsProps = {
  item: NotificationGridItem;
  isBusy: boolean;
  onAction: (actionId: NotificationActionId) => void;
};

type ActionButton = { actionId: NotificationActionId; label: string; hint?: string; icon: ReactNode };

/** The buttons that fit one notification's state: read/unread, favourite, subscribe/unsubscribe, delete. */
const buttonsFor = (item: NotificationGridItem): ActionButton[] => [
  item.ActionId === NotificationAction.UnRead
    ? { actionId: NotificationAction.Read, label: "Mark as read", icon: <DraftsOutlined fontSize="small" /> }
    : {
        actionId: NotificationAction.UnRead,
        label: "Mark as unread",
        icon: <MarkEmailUnreadOutlined fontSize="small" />,
      },
  item.IsFavorite
    ? {
        actionId: NotificationAction.Favorite,
        label: "Remove from favourites",
        icon: <Star fontSize="small" sx={{ color: "warning.main" }} />,
      }
    : {
        actionId: NotificationAction.Favorite,
        label: "Add to favourites",
        icon: <StarBorder fontSize="small" />,
      },
  item.IsSubscribed
    ? {
        actionId: NotificationAction.UnSubscribe,
        label: "Unsubscribe",
        hint: "Unsubscribe: no more notifications about this record",
        icon: <NotificationsOffOutlined fontSize="small" />,
      }
    : {
        actionId: NotificationAction.Subscribe,
        label: "Subscribe",
        hint: "Subscribe: be notified about this record again",
        icon: <NotificationsActiveOutlined fontSize="small" />,
      },
  { actionId: NotificationAction.Delete, label: "Delete", icon: <DeleteOutlined fontSize="small" /> },
];

export const NotificationItemActions = ({ item, isBusy, onAction }: NotificationItemActionsProps) => (
  <Stack direction="row" spacing={0.25} sx={{ flexShrink: 0 }}>
    {buttonsFor(item).map((button) => (
      <Tooltip key={button.label} title={button.hint ?? button.label}>
        <span>
          <IconButton
            size="small"
            aria-label={button.label}
            aria-pressed={button.actionId === NotificationAction.Favorite ? item.IsFavorite : undefined}
            disabled={isBusy}
            onClick={() => onAction(button.actionId)}
          >
            {button.icon}
          </IconButton>
        </span>
      </Tooltip>
    ))}
  </Stack>
);
