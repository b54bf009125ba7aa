import { SsoSessionDeleteContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** Single-sign-on calls give up after 10 s (portal-shell §7.2, §9). */
export const SSO_TIMEOUT_MS = 10_000;

/** Ends the single-sign-on session (DELETE /api/sso/session); a failure is logged and the logout goes on. */
export const deleteSsoSession = async (): Promise<void> => {
  try {
    await callContract(SsoSessionDeleteContract, { timeoutMs: SSO_TIMEOUT_MS });
  } catch (err) {
    console.warn("single-sign-on session delete failed", err);
  }
};
