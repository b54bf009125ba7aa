import { AssistantChatDetailsContract, type ChatDetailsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** GET chat-details: one of the person's chats with its turns (portal-shell §7.1); silent, the chat shows a spinner. */
export const getChatDetails = (
  chatId: string,
  model: string,
  signal?: AbortSignal,
): Promise<ChatDetailsReply> =>
  callContract(AssistantChatDetailsContract, {
    query: { chat_id: chatId, model },
    isSilent: true,
    ...(signal ? { signal } : {}),
  });
