import { lazy, Suspense, useState } from "react";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { HeaderIconButton } from "../../../components/ui/header-icon-button.tsx";
import { loadWhenOnline } from "../../../lib/load-when-online.ts";

// The bell with its count and panel loads right after the first page: it is not part of the first download.
const NotificationBell = lazy(
  loadWhenOnline(async () => ({
    default: (await import("../../notifications/index.ts")).NotificationBell,
  })),
);

/**
 * The header's notification bell: the unread count, and the panel of the latest notifications. A click while the
 * bell is still loading is not lost: the panel opens as soon as it has loaded.
 */
export const NotificationsButton = () => {
  const [isOpenAsked, setIsOpenAsked] = useState(false);
  return (
    <Suspense
      fallback={
        <HeaderIconButton label="Notifications" aria-haspopup="dialog" onClick={() => setIsOpenAsked(true)}>
          <NotificationsNoneOutlined />
        </HeaderIconButton>
      }
    >
      <NotificationBell isInitiallyOpen={isOpenAsked} />
    </Suspense>
  );
};
