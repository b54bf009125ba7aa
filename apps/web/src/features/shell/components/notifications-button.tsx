import { lazy, Suspense } from "react";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { HeaderIconButton } from "./header-icon-button.tsx";

// The bell with its count and panel loads right after the first page: it is not part of the first download.
const NotificationBell = lazy(async () => ({
  default: (await import("../../notifications/components/notification-bell.tsx")).NotificationBell,
}));

/** The header's notification bell: the unread count, and the panel of the latest notifications. */
export const NotificationsButton = () => (
  <Suspense
    fallback={
      <HeaderIconButton label="Notifications">
        <NotificationsNoneOutlined />
      </HeaderIconButton>
    }
  >
    <NotificationBell />
  </Suspense>
);
