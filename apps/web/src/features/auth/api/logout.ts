import { apiFetch } from "../../../lib/http.ts";

/** Ends the server-side session; a failure is logged and the sign-out goes on. */
export const logout = async ({ isSilent = false }: { isSilent?: boolean } = {}): Promise<void> => {
  try {
    await apiFetch("/Login/Logout", { isSilent });
  } catch (err) {
    console.warn("logout call failed", err);
  }
};
