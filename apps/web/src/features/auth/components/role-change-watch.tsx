import { HubEvent } from "@fieldstead/domain";
import { useHubEvent } from "../../../lib/hub/use-hub.ts";
import { sessionStore } from "../../../lib/storage.ts";
import { useSession } from "../hooks/session-context.ts";
import { isOwnRoleChange, startRoleChangeLogout } from "../role-change.ts";

/** Listens, while someone is signed in, for a change of their own role or account and ends their session. */
export const RoleChangeWatch = () => {
  const { user } = useSession();
  useHubEvent(HubEvent.ChangeDetected, (payload) => {
    if (isOwnRoleChange(payload, user ?? sessionStore.peek()))
      startRoleChangeLogout(payload.Kind === "RoleChanged" ? payload.Reason : undefined);
  });
  return null;
};
