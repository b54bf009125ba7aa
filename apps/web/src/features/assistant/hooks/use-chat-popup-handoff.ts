import { useEffect } from "react";
import { useSession } from "../../auth/index.ts";
import { helpHandoff, logShellFailure } from "../../shell/index.ts";

/** Session-storage flag: the header popup has handed the sign-in to the help service in this browser session. */
export const POPUP_HANDOFF_KEY = "AthenaPopupHandoff";

/**
 * The first open of the header popup in a browser session hands the sign-in to the help service, once
 * (portal-shell §4.3). The flag is set before the call, so a failing help service is not asked again at every
 * open; a failure is only logged (§8). Signing out clears session storage, so the next user hands off anew.
 */
export const useChatPopupHandoff = (isOpen: boolean): void => {
  const { user } = useSession();
  const isSignedIn = user !== null;
  useEffect(() => {
    if (!isOpen || !isSignedIn || sessionStorage.getItem(POPUP_HANDOFF_KEY) === "true") return;
    sessionStorage.setItem(POPUP_HANDOFF_KEY, "true");
    helpHandoff().catch((err: unknown) => logShellFailure("Chat popup sign-in hand-off failed", err));
  }, [isOpen, isSignedIn]);
};
