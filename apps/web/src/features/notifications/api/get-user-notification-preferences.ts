import { useQuery } from "@tanstack/react-query";
import {
  GetUserNotificationPreferenceContract,
  type UserNotificationPreferenceReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./notification-keys.ts";

type Caller = { EmployeeId: number; Email: string };

/** POST Shared/GetUserNotificationPreference: every kind, whether I get it, and whether my role is offered it. */
export const getUserNotificationPreferences = (caller: Caller): Promise<UserNotificationPreferenceReply> =>
  callContract(GetUserNotificationPreferenceContract, {
    body: caller,
    isSilent: true,
  });

export const userNotificationPreferencesQuery = (caller: Caller | null) => ({
  queryKey: [...NOTIFICATION_SETTINGS_KEY, "mine", caller?.EmployeeId] as const,
  queryFn: () => getUserNotificationPreferences(caller!),
  enabled: caller !== null,
});

export const useUserNotificationPreferences = () => {
  const { user } = useSession();
  return useQuery(
    userNotificationPreferencesQuery(user ? { EmployeeId: user.EmployeeId, Email: user.Email } : null),
  );
};
