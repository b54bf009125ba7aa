import type { ChatTurn } from "@fieldstead/domain";
import { sanitizeHtml } from "../../../lib/sanitize-html.ts";
import type { ChatMessage } from "../assistant-chat.types.ts";

let lastMessageId = 0;
/** A new message with an id unique in the tab (the list's key). */
export const message = (
  sender: ChatMessage["sender"],
  text: string,
  status: ChatMessage["status"],
): ChatMessage => ({
  id: `assistant-message-${++lastMessageId}`,
  sender,
  text,
  status,
});

/** A kept chat's turns as the conversation shows them; the answers are HTML from the server, made safe. */
export const turnMessages = (turns: readonly ChatTurn[]): ChatMessage[] =>
  turns.flatMap((t) => [
    message("user", t.question, "complete"),
    message("bot", sanitizeHtml(t.response), "complete"),
  ]);
