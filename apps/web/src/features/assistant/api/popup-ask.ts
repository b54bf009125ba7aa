import { PopupAskContract, type PopupAskReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

const isPopupAskReply = (reply: unknown): reply is Partial<PopupAskReply> =>
  typeof reply === "object" && reply !== null && !Array.isArray(reply);

/**
 * The header popup's question (portal-shell §7.2): the reply is read as text and parsed as JSON; its answer is
 * HTML, not yet made safe. A reply that is not a JSON object fails; a JSON reply without an answer answers ''.
 * Silent: the popup shows its own typing indicator instead of the page-wide loader.
 */
export const askPopup = async (question: string, signal?: AbortSignal): Promise<string> => {
  const reply = await callContract(PopupAskContract, {
    body: { question },
    isSilent: true,
    ...(signal ? { signal } : {}),
  });
  if (!isPopupAskReply(reply)) throw new Error("The chat popup's answer is not JSON.");
  return typeof reply.answer === "string" ? reply.answer : "";
};
