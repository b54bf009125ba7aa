import { useQuery } from "@tanstack/react-query";
import { FetchUnreadNotificationCountContract, type UnreadCountReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { unreadCountKey } from "./notification-keys.ts";

export type UnreadCountCaller = { EmpId: number; Email: string; LangId: number };

/** POST NotificationEngine/FetchUnreadNotificationCount (EmpId, Email, LangId): the caller's UnreadNotifs. */
export const fetchUnreadCount = (caller: UnreadCountCaller): Promise<UnreadCountReply> =>
  callContract(FetchUnreadNotificationCountContract, { body: caller, isSilent: true });

/**
 * The count is read again on every hub (re)connect and replaced by every MessageReceived and status reply,
 * so it is never stale on its own.
 */
export const unreadCountQuery = (caller: UnreadCountCaller | null) => ({
  queryKey: unreadCountKey(caller?.EmpId),
  queryFn: () => fetchUnreadCount(caller!),
  enabled: caller !== null,
  staleTime: Infinity,
});

/** The signed-in user's unread count (0 until it is known). */
export const useUnreadCountQuery = () => {
  const { user } = useSession();
  const caller = user ? { EmpId: user.EmployeeId, Email: user.Email, LangId: user.activeLang ?? 1 } : null;
  return useQuery(unreadCountQuery(caller));
};
