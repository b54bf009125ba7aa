import { apiFetch } from "../../../lib/http.ts";

/** Ends the server-side session; a failure is logged and the sign-out goes on. */
export const logout = async (): Promise<void> => {
  try {
    await apiFetch("/Login/Logout");
  } catch (err) {
    console.warn("logout call failed", err);
  }
};
