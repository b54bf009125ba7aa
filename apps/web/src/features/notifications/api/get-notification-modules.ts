import { useQuery } from "@tanstack/react-query";
import { GetNotificationModulesContract, type NotificationModulesReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./notification-keys.ts";

/** POST Notification/GetNotificationModules: the notification kinds by category, in the order to show them. */
export const getNotificationModules = (): Promise<NotificationModulesReply> =>
  callContract(GetNotificationModulesContract, { isSilent: true });

/** The kinds are the product's own list: they do not change while the tab is open. */
export const notificationModulesQuery = {
  queryKey: [...NOTIFICATION_SETTINGS_KEY, "modules"] as const,
  queryFn: getNotificationModules,
  staleTime: Infinity,
};

export const useNotificationModules = () => useQuery(notificationModulesQuery);
