import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ClickAwayListener, IconButton, Paper, Popper, Tooltip } from "@mui/material";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { useNotificationLiveUpdates } from "../hooks/use-notification-live-updates.ts";
import { useUnreadCount } from "../hooks/use-unread-count.ts";
import { useUnreadTitle } from "../hooks/use-unread-title.ts";
import { NotificationSpinner } from "./notification-spinner.tsx";
import { UnreadBadge } from "./unread-badge.tsx";
import { loadWhenOnline } from "../../../lib/load-when-online.ts";

// The panel (and the HTML sanitiser its list needs) loads on the first open, not with the first page.
const NotificationPanel = lazy(
  loadWhenOnline(async () => ({
    default: (await import("./notification-panel.tsx")).NotificationPanel,
  })),
);

/**
 * The header's bell (portal-shell §2.4, §4.4): the unread count as a badge and in the tab's title; a click
 * opens the panel and fetches the list; a second click, See All, Escape or a click outside closes it. The
 * panel leaves the page usable behind it, so the bell (and its count) stays in reach while it is open.
 */
export type NotificationBellProps = {
  /** Opens the panel at once (the bell was clicked while it was still loading). */
  isInitiallyOpen?: boolean;
};

export const NotificationBell = ({ isInitiallyOpen = false }: NotificationBellProps) => {
  const count = useUnreadCount();
  useNotificationLiveUpdates();
  useUnreadTitle(count);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const close = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return undefined;
    panelRef.current?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      bellRef.current?.focus();
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [isOpen]);

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // The bell's own click toggles the panel; everything else outside it closes the panel.
    if (bellRef.current?.contains(event.target as Node)) return;
    close();
  };

  return (
    <>
      {/* No tooltip over the open panel. */}
      <Tooltip title={isOpen ? "" : "Notifications"}>
        <IconButton
          ref={bellRef}
          aria-label={count > 0 ? `Notifications (${count} unread)` : "Notifications"}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((open) => !open)}
          sx={{ color: "text.secondary", width: 40, height: 40 }}
        >
          <NotificationsNoneOutlined />
          <UnreadBadge count={count} />
        </IconButton>
      </Tooltip>
      <Popper
        open={isOpen}
        anchorEl={bellRef.current}
        placement="bottom-end"
        role="presentation"
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
      >
        <ClickAwayListener onClickAway={handleClickAway}>
          <Paper
            ref={panelRef}
            role="dialog"
            aria-label="Notifications"
            tabIndex={-1}
            elevation={8}
            sx={{
              mt: 1,
              width: 380,
              maxWidth: "calc(100vw - 32px)",
              border: 1,
              borderColor: "divider",
              outline: "none",
            }}
          >
            <Suspense fallback={<NotificationSpinner />}>
              <NotificationPanel unreadCount={count} onClose={close} />
            </Suspense>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
};
