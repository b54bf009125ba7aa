/** The login page's address that returns to `path` after sign-in. */
export const loginAddress = (path: string): string =>
  path && path !== "/" && !path.startsWith("/user/login")
    ? `/user/login?returnUrl=${encodeURIComponent(path)}`
    : "/user/login";

/** A safe return address: only a path inside the app. */
export const safeReturnUrl = (value: string | null): string => {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/user/login"))
    return "/dashboard";
  return value;
};

/** The login page after a logout: the e-mail is filled in again when it is known. */
export const logoutAddress = (email: string | null | undefined): string =>
  email ? `/user/login?email=${encodeURIComponent(email)}` : "/user/login";

/**
 * The login page, the sign-in hand-off pages (/auth/…) and the end of a single sign-on (/Login-Callback) never
 * show the session-expired dialog.
 */
export const isSignInPage = (pathname: string): boolean =>
  /^\/(user\/login|account\/login|auth|login-callback)(\/|$)/i.test(pathname);
