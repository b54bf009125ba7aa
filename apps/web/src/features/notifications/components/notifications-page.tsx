import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, LinearProgress, List, Pagination, Stack, Typography } from "@mui/material";
import { NotificationAction, type NotificationActionId, type NotificationGridItem } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { confirm } from "../../../lib/confirm.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useNotificationListing } from "../api/get-notification-listing.ts";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read.ts";
import { useUpdateNotificationStatus } from "../api/update-notification-status.ts";
import { useOpenNotification } from "../hooks/use-open-notification.ts";
import { NO_NOTIFICATIONS_TEXT } from "./notification-panel-list.tsx";
import { NotificationFilterBar } from "./notification-filter-bar.tsx";
import { NotificationPageItem } from "./notification-page-item.tsx";
import {
  hasFilters,
  listingFiltersOf,
  NO_FILTERS,
  type PageFilterState,
} from "./notifications-page-filters.ts";

export const NO_MATCHES_TEXT = "No notifications match these filters.";
const SEARCH_DELAY_MS = 400;

/** What a status change says when it is done (the others show in the list itself). */
const DONE_TEXT: Partial<Record<NotificationActionId, string>> = {
  [NotificationAction.Delete]: "Notification deleted.",
  [NotificationAction.UnSubscribe]: "You will get no more notifications about this record.",
  [NotificationAction.Subscribe]: "You will be notified about this record again.",
};

/** /Notifications: all my notifications, filtered and paged, with every action (the bell's 'See All'). */
export const NotificationsPage = () => {
  const [state, setState] = useState<PageFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(state.search, SEARCH_DELAY_MS);
  const { filters, dateError } = listingFiltersOf({ ...state, search }, page);
  const listing = useNotificationListing(filters);
  const update = useUpdateNotificationStatus();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const reply = listing.data;

  const handleFilters = (next: PageFilterState) => {
    setState(next);
    setPage(1);
  };
  const handleAction = async (item: NotificationGridItem, actionId: NotificationActionId) => {
    if (actionId === NotificationAction.Delete) {
      const answer = await confirm({
        title: "Delete notification",
        message: "Delete this notification? It cannot be brought back.",
        icon: "warning",
        yesLabel: "Delete",
        noLabel: "Cancel",
      });
      if (!answer.confirmed) return;
    }
    update.mutate(
      { notificationId: item.NotificationGridId, actionId },
      {
        onSuccess: () => {
          const text = DONE_TEXT[actionId];
          if (text) showSnackbar({ message: text, severity: "success", durationMs: 4_000 });
        },
        onError: (error) => showSnackbar({ message: messageOf(error), severity: "error" }),
      },
    );
  };
  const handleMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => showSnackbar({ message: messageOf(error), severity: "error" }),
    });

  const pageCount = reply ? Math.max(1, Math.ceil(reply.TotalCount / reply.PageSize)) : 1;
  // Fewer pages than before (the last one of the last page deleted or read away): show the last there is.
  const isPastEnd = reply !== undefined && !listing.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPage(pageCount);
  }, [isPastEnd, pageCount]);
  const items = reply?.NotificationGridData ?? [];
  const firstShown = reply ? (reply.PageNumber - 1) * reply.PageSize + 1 : 0;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Notifications" }]} />
      <Stack direction="row" useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <PageHeading>Notifications</PageHeading>
        </Box>
        <Button component={RouterLink} to="/UserNotification">
          My notification settings
        </Button>
        <Button
          variant="contained"
          onClick={handleMarkAll}
          disabled={markAll.isPending || (reply !== undefined && reply.UnReadCount === 0)}
        >
          Mark All as Read
        </Button>
      </Stack>
      <PaperSection>
        <NotificationFilterBar
          state={state}
          labels={reply?.Labels ?? []}
          dateError={dateError}
          onChange={handleFilters}
        />
        {listing.isError ? (
          <Alert severity="error">{messageOf(listing.error)}</Alert>
        ) : !reply ? (
          <PageLoader />
        ) : items.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: "center", color: "text.secondary" }}>
            {hasFilters(state) ? NO_MATCHES_TEXT : NO_NOTIFICATIONS_TEXT}
          </Typography>
        ) : (
          <>
            <Box sx={{ height: 4 }}>{listing.isFetching && <LinearProgress aria-label="Updating" />}</Box>
            <List aria-label="Notifications" disablePadding>
              {items.map((item) => (
                <NotificationPageItem
                  key={item.NotificationGridId}
                  item={item}
                  isBusy={update.isPending}
                  onAction={(target, actionId) => void handleAction(target, actionId)}
                  onOpen={(target, href) => open(target, href ?? target.CompleteUrl)}
                />
              ))}
            </List>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ alignItems: "center", justifyContent: "space-between", mt: 2 }}
            >
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {`${firstShown}–${firstShown + items.length - 1} of ${reply.TotalCount}`}
              </Typography>
              {pageCount > 1 && (
                <Pagination
                  count={pageCount}
                  page={Math.min(page, pageCount)}
                  onChange={(_, next) => setPage(next)}
                  color="primary"
                  shape="rounded"
                />
              )}
            </Stack>
          </>
        )}
      </PaperSection>
    </Box>
  );
};
