import { useEffect } from "react";
import { useSession } from "../../auth/hooks/session-context.ts";
import { helpHandoff } from "../../shell/api/help-handoff.ts";
import { logShellFailure } from "../../shell/shell-log.ts";

/** Session-storage flag: the header popup has handed the sign-in to the help service in this browser session. */
export const POPUP_HANDOFF_KEY = "AthenaPopupHandoff";

/**
 * The first open of the header popup in a browser session hands the sign-in to the help service, once
 * (portal-shell §4.3). The flag is set before the call, so a failing help service is not asked again at every
 * open; a failure is only logged (§8). Signing out clears session storage, so the next user hands off anew.
 */
export const useChatPopupHandoff = (isOpen: boolean): void => {
  const { user } = useSession();
  const token = user?.Token;
  useEffect(() => {
    if (!isOpen || !token || sessionStorage.getItem(POPUP_HANDOFF_KEY) === "true") return;
    sessionStorage.setItem(POPUP_HANDOFF_KEY, "true");
    helpHandoff(token).catch((err: unknown) => logShellFailure("Chat popup sign-in hand-off failed", err));
  }, [isOpen, token]);
};
