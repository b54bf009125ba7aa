import { LogoutPostContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/**
 * Ends the server-side session and clears its cookie: a POST with the XMLHttpRequest marker, as every
 * state-changing call by cookie (a GET by cookie alone ends nothing). A failure is logged and the sign-out goes on.
 */
export const logout = async ({ isSilent = false }: { isSilent?: boolean } = {}): Promise<void> => {
  try {
    await callContract(LogoutPostContract, { isSilent });
  } catch (err) {
    console.warn("logout call failed", err);
  }
};
