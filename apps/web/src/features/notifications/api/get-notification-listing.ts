import { useEffect } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  FetchNotificationListingDataContract,
  type NotificationListingQuery,
  type NotificationListingReply,
  type UnreadCountReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { listingKey, unreadCountKey, type ListingFilters } from "./notification-keys.ts";

/** POST NotificationEngine/FetchNotificationListingData: a page of the caller's notifications, newest first. */
export const fetchNotificationListing = (
  query: NotificationListingQuery,
): Promise<NotificationListingReply> =>
  callContract(FetchNotificationListingDataContract, {
    body: query,
    isSilent: true,
  });

export const notificationListingQuery = (
  caller: { EmployeeId: number; Email: string } | null,
  filters: ListingFilters,
) => ({
  queryKey: listingKey(caller?.EmployeeId, filters),
  queryFn: () => fetchNotificationListing({ ...caller, ...filters }),
  enabled: caller !== null,
});

export type UseNotificationListingOptions = {
  /** Read again each time the list is shown (the bell's panel fetches on every open). */
  isFreshOnMount?: boolean;
};

/**
 * A page of the signed-in user's notifications; the previous page stays on screen while the next loads. The
 * reply's UnReadCount is the user's count in all, so it becomes the bell's count too.
 */
export const useNotificationListing = (
  filters: ListingFilters,
  { isFreshOnMount = false }: UseNotificationListingOptions = {},
) => {
  const { user } = useSession();
  const client = useQueryClient();
  const caller = user ? { EmployeeId: user.EmployeeId, Email: user.Email } : null;
  const query = useQuery({
    ...notificationListingQuery(caller, filters),
    placeholderData: keepPreviousData,
    ...(isFreshOnMount ? { refetchOnMount: "always" as const } : {}),
  });
  const unread = query.isPlaceholderData ? undefined : query.data?.UnReadCount;
  const employeeId = user?.EmployeeId;
  useEffect(() => {
    if (unread !== undefined)
      client.setQueryData<UnreadCountReply>(unreadCountKey(employeeId), { UnreadNotifs: unread });
  }, [client, employeeId, unread]);
  return query;
};
