import {
  PersistNotificationResponseContract,
  type PersistNotificationConfiguration,
  type PersistNotificationConfigurationReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./notification-keys.ts";

/** POST Notification/PersistNotificationResponse: saves the organisation's configuration of the given kinds. */
export const persistNotificationConfiguration = (
  body: PersistNotificationConfiguration,
): Promise<PersistNotificationConfigurationReply> =>
  callContract(PersistNotificationResponseContract, { body });

/** Afterwards the configuration and everyone's offered kinds are read again. */
export const usePersistNotificationConfiguration = () =>
  useInvalidatingMutation(persistNotificationConfiguration, [NOTIFICATION_SETTINGS_KEY]);
