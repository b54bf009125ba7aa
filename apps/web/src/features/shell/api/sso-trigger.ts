import { type SsoSessionReply, SsoTriggerContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { SSO_TIMEOUT_MS } from "../../auth/index.ts";

/** The error single sign-on fails with when no session is stored; the call is then not made (portal-shell §8). */
export const SSO_TOKEN_MISSING = "JWT token not found for SSO";

/**
 * Opens the single-sign-on session before the helpdesk opens (portal-shell §7.2); 10 s time-out. The session
 * goes in its HttpOnly cookie, so no token is sent; without a stored session the call is not made.
 */
export const triggerSso = async (isSignedIn: boolean): Promise<SsoSessionReply> => {
  if (!isSignedIn) throw new Error(SSO_TOKEN_MISSING);
  return callContract(SsoTriggerContract, { body: {}, timeoutMs: SSO_TIMEOUT_MS });
};
