// The auth feature's front door: other features import from here, never from its files. The role-change
// watch is not here: app/ mounts it, so importing the session hook does not load the hub with it.
export { SSO_TIMEOUT_MS } from "./api/delete-sso-session.ts";
export { allowedRoutesQuery, getAllowedRoutes } from "./api/get-allowed-routes.ts";
export { currentDataFormats, getDataFormats } from "./api/get-data-formats.ts";
export { SessionContext, useSession } from "./hooks/session-context.ts";
export { shareActivity } from "./hooks/use-inactivity-timeout.ts";
export { loginAddress } from "./login-address.ts";
export { safeReturnUrl } from "./login-address.ts";
export { pendingSsoSignIn } from "./sso-pending-sign-in.ts";
