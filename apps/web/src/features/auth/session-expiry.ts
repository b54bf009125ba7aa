import { assertNever } from "@fieldstead/domain";
import { isSignInPage } from "./login-address.ts";

/** Why the session ended: no activity for the time-out, or the server refused the session (a 401). */
export type ExpiryReason = "inactivity" | "unauthorised";

export type SessionExpiryState =
  | { status: "active" }
  /** reason null: another tab reported an expiry without saying why (the fallback text). */
  | { status: "expired"; reason: ExpiryReason | null; returnUrl: string };

export type SessionExpiryEvent =
  | { type: "expire"; reason: ExpiryReason | null; currentUrl: string; isSignedIn: boolean }
  | { type: "reset" };

export const ACTIVE_SESSION: SessionExpiryState = { status: "active" };

/** The dialog's texts (spec README, "Session Expired texts"). */
export const SESSION_EXPIRED_TEXTS = {
  inactivity: { title: "Session Expired!", message: "Your session has expired due to inactivity." },
  unauthorised: {
    title: "Session Expired",
    message: "Your session has expired. Please sign in again to continue.",
  },
  fallback: { title: "Session Expired", message: "You have been logged out due to inactivity." },
} as const;

export const sessionExpiredTexts = (reason: ExpiryReason | null): { title: string; message: string } =>
  reason === null ? SESSION_EXPIRED_TEXTS.fallback : SESSION_EXPIRED_TEXTS[reason];

/** The return address: the in-app address where the session ended, '/' when there is none. */
export const returnAddress = (currentUrl: string | null | undefined): string =>
  currentUrl && currentUrl.startsWith("/") && !currentUrl.startsWith("//") ? currentUrl : "/";

const pathnameOf = (url: string): string => url.split(/[?#]/)[0] ?? url;

/**
 * One expiry per session: the first reason wins and later 401s change nothing. A session that is not
 * signed in cannot expire, and nothing expires on the login or /auth/ pages (the dialog is never shown there).
 */
export const sessionExpiryReducer = (
  state: SessionExpiryState,
  event: SessionExpiryEvent,
): SessionExpiryState => {
  switch (event.type) {
    case "expire":
      if (state.status === "expired" || !event.isSignedIn) return state;
      if (isSignInPage(pathnameOf(event.currentUrl))) return state;
      return { status: "expired", reason: event.reason, returnUrl: returnAddress(event.currentUrl) };
    case "reset":
      return state.status === "active" ? state : ACTIVE_SESSION;
    default:
      return assertNever(event);
  }
};

/**
 * While a role change's forced logout is on its way (portal-shell §4.8), the session has already ended on the
 * server: the 401s the tab meets in those seconds open no Session Expired dialog, as the logout follows.
 */
let isExpirySuppressed = false;
export const suppressSessionExpiry = (isSuppressed: boolean): void => {
  isExpirySuppressed = isSuppressed;
};
export const isSessionExpirySuppressed = (): boolean => isExpirySuppressed;

/** The shared flag's value in local storage: the reason, so every tab shows the same texts. */
export const encodeExpiredFlag = (reason: ExpiryReason | null): string => reason ?? "expired";

/** The flag read back: null while the session has not expired; an unknown value means expired, reason unknown. */
export const parseExpiredFlag = (value: string | null): { reason: ExpiryReason | null } | null => {
  if (value === null || value === "") return null;
  return { reason: value === "inactivity" || value === "unauthorised" ? value : null };
};

/**
 * The state a page starts in, from what the browser stores: a session that ended in this or another tab
 * (the flag set and no stored user) is still expired after a reload, so the dialog shows again over the page.
 */
export const expiryFromStorage = ({
  flag,
  returnUrl,
  hasStoredUser,
}: {
  flag: string | null;
  returnUrl: string | null;
  hasStoredUser: boolean;
}): SessionExpiryState => {
  const parsed = parseExpiredFlag(flag);
  if (!parsed || hasStoredUser) return ACTIVE_SESSION;
  return { status: "expired", reason: parsed.reason, returnUrl: returnAddress(returnUrl) };
};
