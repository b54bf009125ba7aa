import { useUnreadCountQuery } from "../api/get-unread-count.ts";

/** The signed-in user's unread count; 0 until it is known. */
export const useUnreadCount = (): number => useUnreadCountQuery().data?.UnreadNotifs ?? 0;
