import {
  NotificationAction,
  UpdateNotificationStatusV2Contract,
  type UpdateNotificationStatusReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useStatusMutation } from "./use-status-reply.ts";

/** POST NotificationEngine/UpdateNotificationStatusv2 with NotificationId 0 and ActionId 1: every one read. */
export const markAllNotificationsRead = (): Promise<UpdateNotificationStatusReply> =>
  callContract(UpdateNotificationStatusV2Contract, {
    body: { NotificationId: 0, ActionId: NotificationAction.Read },
    isSilent: true,
  });

export const useMarkAllNotificationsRead = () => useStatusMutation(markAllNotificationsRead);
