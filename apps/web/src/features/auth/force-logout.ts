import { sessionStore } from "../../lib/storage.ts";
import { deleteSsoSession } from "./api/delete-sso-session.ts";
import { logout } from "./api/logout.ts";
import { clearScriptCookies, clearWorkerData } from "./browser-data.ts";
import { logoutAddress } from "./login-address.ts";

/** Takes the app to an in-app address once the browser's session data is gone (the session provider). */
export type LogoutNavigator = (address: string) => void | Promise<void>;

let navigator: LogoutNavigator | null = null;
let inFlight: Promise<void> | null = null;

/** The session provider registers how to reach the login page and forget the in-memory session. */
export const setLogoutNavigator = (next: LogoutNavigator): (() => void) => {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
};

export type ForceLogoutOptions = {
  /** The e-mail to offer on the login page; defaults to the stored user's. */
  email?: string | null;
};

/** Without the app around it, a full page load to the login page forgets everything held in memory. */
const reloadAt = (address: string): void => {
  const usesHash = window.location.hash.startsWith("#/");
  window.location.replace(usesHash ? `/#${address}` : address);
};

const run = async (email: string | null): Promise<void> => {
  // The single-sign-on session goes first, while the portal session that authorises its deletion still lives.
  await deleteSsoSession();
  await logout();
  // Local storage (all but the remembered e-mail and the assistant's one-time welcome flag) and session storage,
  // where the allowed routes are kept.
  sessionStore.clear();
  clearScriptCookies();
  await clearWorkerData();
  const address = logoutAddress(email);
  if (navigator) await navigator(address);
  else reloadAt(address);
};

/**
 * The forced logout (portal-shell §4.6): ends the server and single-sign-on sessions (a failure of either is
 * only logged), clears cookies, session and local storage (keeping the remembered e-mail and the assistant's
 * one-time welcome flag), route memory and worker data, and goes to the login page with the e-mail filled in.
 * Used by sign-out, by rejecting the terms, by a role change and when the session-expired dialog cannot open.
 * Calls made while one runs share it.
 */
export const forceLogout = ({ email }: ForceLogoutOptions = {}): Promise<void> => {
  inFlight ??= run(email ?? sessionStore.peek()?.Email ?? null).finally(() => {
    inFlight = null;
  });
  return inFlight;
};
