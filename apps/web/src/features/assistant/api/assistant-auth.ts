import {
  ASSISTANT_STORAGE,
  AssistantOauthCallbackContract,
  type AssistantAuthReply,
} from "@fieldstead/domain";
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
 * POST oauth-callback-ai with the stored session token (portal-shell §7.1): the flag is set true on 'success'
 * and false otherwise; a refusal rejects with the reply's detail.
 */
export const authenticateAssistant = async (): Promise<void> => {
  try {
    const token = sessionStore.peek()?.Token;
    if (!token) throw new Error("no session token to sign in to the assistant with");
    const reply = await callContract<AssistantAuthReply>(AssistantOauthCallbackContract, {
      body: { token },
      isSilent: true,
    });
    if (reply.status !== "success") throw new Error(`assistant sign-in refused: ${reply.detail}`);
    setAuthenticated(true);
  } catch (err) {
    setAuthenticated(false);
    throw err;
  }
};
