import { HelpHandoffContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/**
 * The sign-in hand-off to the help service (portal-shell §7.2); resolves when the reply says 'success'. The
 * session goes in its HttpOnly cookie: no token is sent, and the call's own session is handed off.
 */
export const helpHandoff = async (): Promise<void> => {
  const reply = await callContract(HelpHandoffContract, { body: {}, isSilent: true });
  if (reply.status !== "success") throw new Error(`help hand-off refused: ${reply.detail}`);
};
