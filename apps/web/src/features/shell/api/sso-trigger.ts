import type { SsoSessionReply } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";
import { SSO_TIMEOUT_MS } from "../../auth/api/delete-sso-session.ts";

/** Single sign-on without a stored token (portal-shell §8). */
export const SSO_TOKEN_MISSING = "JWT token not found for SSO";

/** Opens the single-sign-on session before the helpdesk opens (portal-shell §7.2); 10 s time-out. */
export const triggerSso = async (token: string | null | undefined): Promise<SsoSessionReply> => {
  if (!token) throw new Error(SSO_TOKEN_MISSING);
  return apiFetch<SsoSessionReply>("/sso/trigger", {
    method: "POST",
    body: { token },
    timeoutMs: SSO_TIMEOUT_MS,
  });
};
