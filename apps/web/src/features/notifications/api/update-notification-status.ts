import {
  UpdateNotificationStatusContract,
  type NotificationActionId,
  type UpdateNotificationStatusReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { useStatusMutation } from "./use-status-reply.ts";

export type NotificationStatusChange = { notificationId: number; actionId: NotificationActionId };
type Caller = { EmployeeId: number; Email: string };

/**
 * POST NotificationEngine/UpdateNotificationStatus: EmployeeId, Email, NotificationId as text, ActionId (Read,
 * UnRead, Subscribe, UnSubscribe, Favorite or Delete); the reply carries the caller's UnreadNotifs.
 */
export const updateNotificationStatus = (
  { notificationId, actionId }: NotificationStatusChange,
  caller: Caller | null = null,
): Promise<UpdateNotificationStatusReply> =>
  callContract(UpdateNotificationStatusContract, {
    body: { ...caller, NotificationId: String(notificationId), ActionId: actionId },
    isSilent: true,
  });

export const useUpdateNotificationStatus = () => {
  const { user } = useSession();
  const caller = user ? { EmployeeId: user.EmployeeId, Email: user.Email } : null;
  return useStatusMutation((change: NotificationStatusChange) => updateNotificationStatus(change, caller));
};
