import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useExternalStore } from "../../lib/external-store.ts";
import { isUnloadGuarded, leaveGuardStore, mayLeave } from "../../lib/leave-guard.ts";
import { showSnackbar } from "../../lib/snackbar.ts";
import { useTransfersGuard } from "../../lib/transfers.ts";

const isSignInPath = (path: string) => path.startsWith("/user/login");

/**
 * The one navigation blocker of the app (a router holds only one): while a guard is up, leaving the page in
 * the app asks with window.confirm (unsaved changes, running downloads) or does not happen (a page that
 * cannot be left); closing or reloading the tab makes the browser ask its own question.
 */
export const LeaveGuardHost = () => {
  useTransfersGuard();
  const state = useExternalStore(leaveGuardStore);
  const isGuarded = isUnloadGuarded(state);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isUnloadGuarded(leaveGuardStore.get()) &&
      !isSignInPath(nextLocation.pathname) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const { isAllowed, reason } = mayLeave(leaveGuardStore.get(), blocker.location.pathname, (question) =>
      window.confirm(question),
    );
    if (isAllowed) {
      blocker.proceed();
      return;
    }
    blocker.reset();
    if (reason) showSnackbar({ message: reason, severity: "warning", durationMs: 5_000 });
  }, [blocker]);

  useEffect(() => {
    if (!isGuarded) return;
    // Browsers show their own text for this; the spec's texts appear for navigation inside the app.
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isGuarded]);

  return null;
};
