import {
  PersistUserNotificationPreferenceContract,
  type PersistUserNotificationPreference,
  type PersistUserNotificationPreferenceReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./notification-keys.ts";

/** POST Shared/PersistUserNotificationPreference: saves my own preferences. */
export const persistUserNotificationPreferences = (
  body: PersistUserNotificationPreference,
): Promise<PersistUserNotificationPreferenceReply> =>
  callContract(PersistUserNotificationPreferenceContract, { body });

export const usePersistUserNotificationPreferences = () =>
  useInvalidatingMutation(persistUserNotificationPreferences, [NOTIFICATION_SETTINGS_KEY]);
