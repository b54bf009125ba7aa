import { useQuery } from "@tanstack/react-query";
import {
  GetNotificationConfigurationGridContract,
  type NotificationConfigurationReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./notification-keys.ts";

/** POST Notification/GetNotificationConfigurationGrid: every kind, on or off, with the roles that get it. */
export const getNotificationConfiguration = (): Promise<NotificationConfigurationReply> =>
  callContract(GetNotificationConfigurationGridContract, {
    body: {},
    isSilent: true,
  });

export const notificationConfigurationQuery = (employeeId: number | undefined) => ({
  queryKey: [...NOTIFICATION_SETTINGS_KEY, "configuration", employeeId] as const,
  queryFn: getNotificationConfiguration,
});

export const useNotificationConfiguration = (isEnabled = true) => {
  const { user } = useSession();
  return useQuery({
    ...notificationConfigurationQuery(user?.EmployeeId),
    enabled: isEnabled && user !== null,
  });
};
