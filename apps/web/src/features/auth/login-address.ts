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
