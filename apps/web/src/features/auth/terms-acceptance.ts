import { ResultCode, mustAcceptTerms, termsPromptKind, type StatusReply } from "@fieldstead/domain";
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

/** The terms page itself: the prompt stays off it, so the terms can be read there before accepting them. */
export const isTermsPage = (pathname: string): boolean => /^\/terms(\/|$)/i.test(pathname);

/**
 * The versions of a session record. One kept by an earlier build of the app has none: until the page-load
 * check fills them in, only its IsCookiesSaved counts.
 */
const versionsOf = (user: SessionUser) => {
  const record: Partial<SessionUser> = user;
  return { acceptedVersion: record.TermsAcceptedVersion ?? 0, currentVersion: record.TermsVersion ?? 0 };
};

/**
 * The terms prompt shows to a signed-in user who has not accepted the policies, or accepted a version older than
 * the organisation's current one, except while the session-expired dialog has the screen, during a sign-out, on
 * the sign-in pages and on the terms page.
 */
export const needsTermsPrompt = ({ user, expiry, isSigningOut, pathname }: TermsPromptInput): boolean =>
  user !== null &&
  mustAcceptTerms({ isAccepted: user.IsCookiesSaved, ...versionsOf(user) }) &&
  expiry.status === "active" &&
  !isSigningOut &&
  !isSignInPage(pathname) &&
  !isTermsPage(pathname);

/**
 * 'Terms of Use' for someone who has never accepted any version, 'Policy Update Notice' for someone asked to
 * accept a newer one (or again, after withdrawing an acceptance).
 */
export const termsPromptTitle = (user: SessionUser): string =>
  termsPromptKind({
    acceptedVersion: versionsOf(user).acceptedVersion,
    hasAcceptedBefore: Boolean(user.TermsAcceptedOn),
  }) === "first"
    ? "Terms of Use"
    : "Policy Update Notice";

/** What accepting changes in the session record: accepted, up to the version in force. */
export const acceptedTermsPatch = (user: SessionUser): Partial<SessionUser> => {
  const { acceptedVersion, currentVersion } = versionsOf(user);
  return { IsCookiesSaved: true, TermsAcceptedVersion: Math.max(acceptedVersion, currentVersion) };
};

/**
 * The body that records the acceptance on the server: IsCookiesSaved true, with the user's e-mail, employee id,
 * language (1 when the record has none) and time-zone offset (portal-shell §7.3), and the terms version the user
 * was asked to accept when the record knows it.
 */
export const termsAcceptanceBody = (user: SessionUser): TermsAcceptanceBody => {
  const { currentVersion } = versionsOf(user);
  return {
    IsCookiesSaved: true,
    Email: user.Email,
    EmployeeId: user.EmployeeId ?? user.EmpId,
    LanguageId: user.activeLang || DEFAULT_LANGUAGE_ID,
    TimeZoneOffset: user.TimeZoneOffset,
    ...(currentVersion > 0 ? { TermsVersion: currentVersion } : {}),
  };
};

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
