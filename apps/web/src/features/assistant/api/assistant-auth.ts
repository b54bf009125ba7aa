import { ASSISTANT_STORAGE, AssistantOauthCallbackContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { sessionStore } from "../../../lib/storage.ts";

const setAuthenticated = (isAuthenticated: boolean): void =>
  localStorage.setItem(ASSISTANT_STORAGE.authenticated, String(isAuthenticated));

/** Whether the assistant accepted this browser's session (the AuthenticationReference flag, portal-shell §4.2). */
export const isAssistantAuthenticated = (): boolean =>
  localStorage.getItem(ASSISTANT_STORAGE.authenticated) === "true";

/** The flag goes false when the widget goes away and when an answer is refused (portal-shell §4.2, §8). */
export const clearAssistantAuth = (): void => setAuthenticated(false);

/**
 * POST oauth-callback-ai (portal-shell §7.1): the session goes in its HttpOnly cookie, so no token is sent and
 * the call's own session is handed off. The flag is set true on 'success' and false otherwise; a refusal
 * rejects with the reply's detail.
 */
export const authenticateAssistant = async (): Promise<void> => {
  try {
    if (!sessionStore.peek()) throw new Error("no session to sign in to the assistant with");
    const reply = await callContract(AssistantOauthCallbackContract, {
      body: {},
      isSilent: true,
    });
    if (reply.status !== "success") throw new Error(`assistant sign-in refused: ${reply.detail}`);
    setAuthenticated(true);
  } catch (err) {
    setAuthenticated(false);
    throw err;
  }
};
