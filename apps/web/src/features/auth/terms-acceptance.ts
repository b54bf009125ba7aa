import { ResultCode, type StatusReply } from "@fieldstead/domain";
import type { SessionUser } from "../../lib/storage.ts";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../../lib/http.ts";
import type { TermsAcceptanceBody } from "./api/update-employee-cookies.ts";
import { isSignInPage } from "./login-address.ts";
import type { SessionExpiryState } from "./session-expiry.ts";

/** A failed save shows the server's message in a red snackbar for 5 s (portal-shell §8). */
export const TERMS_SAVE_FAILURE_MS = 5_000;
/** Where the full policies are when the client configuration names none. */
export const DEFAULT_POLICIES_URL = "/#/terms";
/** Language id when the session record has none (portal-shell §9). */
const DEFAULT_LANGUAGE_ID = 1;

export type TermsPromptInput = {
  user: SessionUser | null;
  expiry: SessionExpiryState;
  isSigningOut: boolean;
  pathname: string;
};

/**
 * The 'Policy Update Notice' shows to a signed-in user who has not accepted the policies, except while the
 * session-expired dialog has the screen, during a sign-out, and on the sign-in pages.
 */
export const needsTermsPrompt = ({ user, expiry, isSigningOut, pathname }: TermsPromptInput): boolean =>
  user !== null &&
  !user.IsCookiesSaved &&
  expiry.status === "active" &&
  !isSigningOut &&
  !isSignInPage(pathname);

/**
 * The body that records the acceptance on the server: IsCookiesSaved true, with the user's e-mail, employee id,
 * language (1 when the record has none) and time-zone offset (portal-shell §7.3).
 */
export const termsAcceptanceBody = (user: SessionUser): TermsAcceptanceBody => ({
  IsCookiesSaved: true,
  Email: user.Email,
  EmployeeId: user.EmployeeId ?? user.EmpId,
  LanguageId: user.activeLang || DEFAULT_LANGUAGE_ID,
  TimeZoneOffset: user.TimeZoneOffset,
});

/** The snackbar text for a reply that is not a success, or null when the save succeeded. */
export const termsReplyFailure = (reply: StatusReply | undefined): string | null =>
  !reply || reply.StatusCode === ResultCode.Success ? null : reply.StatusMessage || GENERIC_ERROR_MESSAGE;

/**
 * The snackbar text for a failed call, or null when another message already covers it: a 401 opens the
 * session-expired dialog, and being offline has its own snackbar.
 */
export const termsErrorFailure = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return GENERIC_ERROR_MESSAGE;
  if (error.status === 401 || error.code === "OFFLINE") return null;
  return error.message || GENERIC_ERROR_MESSAGE;
};
