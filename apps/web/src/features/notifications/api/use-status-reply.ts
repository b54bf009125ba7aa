import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnreadCountReply, UpdateNotificationStatusReply } from "@fieldstead/domain";
import { useSession } from "../../auth/index.ts";
import { NOTIFICATION_LISTINGS_KEY, unreadCountKey } from "./notification-keys.ts";

/**
 * A status write: the bell's count becomes the reply's UnreadNotifs (portal-shell §4.4: the count is taken
 * from the server's reply), and every list is read again.
 */
export const useStatusMutation = <Body>(call: (body: Body) => Promise<UpdateNotificationStatusReply>) => {
  const client = useQueryClient();
  const { user } = useSession();
  const employeeId = user?.EmployeeId;
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      client.setQueryData<UnreadCountReply>(unreadCountKey(employeeId), { UnreadNotifs: reply.UnreadNotifs });
      return client.invalidateQueries({ queryKey: NOTIFICATION_LISTINGS_KEY });
    },
  });
};
