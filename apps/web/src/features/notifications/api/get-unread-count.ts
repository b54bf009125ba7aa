import { useQuery } from "@tanstack/react-query";
import { FetchUnreadNotificationCountContract, type UnreadCountReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import type { SessionUser } from "../../../lib/storage.ts";
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

/** Who asks for the count: the signed-in person, in their language. */
export const unreadCountCallerOf = (user: SessionUser): UnreadCountCaller => ({
  EmpId: user.EmployeeId,
  Email: user.Email,
  LangId: user.activeLang ?? 1,
});

/** The signed-in user's unread count (0 until it is known). */
export const useUnreadCountQuery = () => {
  const { user } = useSession();
  return useQuery(unreadCountQuery(user ? unreadCountCallerOf(user) : null));
};
