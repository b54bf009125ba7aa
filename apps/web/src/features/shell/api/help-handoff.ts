import type { HelpHandoffReply } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

/** The sign-in hand-off to the help service (portal-shell §7.2); resolves when the reply says 'success'. */
export const helpHandoff = async (token: string): Promise<void> => {
  const reply = await apiFetch<HelpHandoffReply>("/help/oauth-callback-ai", {
    method: "POST",
    body: { token },
    isSilent: true,
  });
  if (reply.status !== "success") throw new Error(`help hand-off refused: ${reply.detail}`);
};
