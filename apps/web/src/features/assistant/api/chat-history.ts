import { queryOptions } from "@tanstack/react-query";
import { ASSISTANT, AssistantChatHistoryContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { CHAT_HISTORY_QUERY_KEY } from "../assistant-chat.types.ts";
import { logAssistantFailure } from "../assistant-log.ts";
import type { HistoryChat } from "../components/history-groups.ts";

/**
 * POST chat-history: the person's latest 20 chats (portal-shell §7.1). A failure shows an empty history and is
 * only logged (§8). Silent: the history panel shows its own spinner.
 */
export const getChatHistory = async (model: string, signal?: AbortSignal): Promise<HistoryChat[]> => {
  try {
    const reply = await callContract(AssistantChatHistoryContract, {
      body: { limit: ASSISTANT.historyLimit, model, summary: true },
      isSilent: true,
      ...(signal ? { signal } : {}),
    });
    return (reply.chats ?? []).map((c) => ({ id: c.chat_id, title: c.title ?? "", date: c.timestamp }));
  } catch (err) {
    if (signal?.aborted) throw err;
    logAssistantFailure("The chat history could not be loaded", err);
    return [];
  }
};

/** The history, fetched each time the panel opens it; an answer that completes marks it stale. */
export const chatHistoryQuery = (model: string) =>
  queryOptions({
    queryKey: CHAT_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => getChatHistory(model, signal),
  });
