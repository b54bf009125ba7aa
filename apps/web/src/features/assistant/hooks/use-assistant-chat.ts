import { useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ASSISTANT, ASSISTANT_TEXT, type AssistantAsk, type ChatFeedback } from "@fieldstead/domain";
import { askAssistant } from "../api/ask-stream.ts";
import { getChatDetails } from "../api/chat-details.ts";
import { sendChatFeedback } from "../api/chat-feedback.ts";
import { logAssistantFailure } from "../assistant-log.ts";
import {
  CHAT_HISTORY_QUERY_KEY,
  type AssistantChat,
  type AssistantChatState,
  type ChatMessage,
} from "../assistant-chat.types.ts";
import { newChatId } from "./chat-id.ts";
import { message, turnMessages } from "./chat-messages.ts";
import { askPayload, isAnswering, isChatFull } from "./chat-turns.ts";

export type UseAssistantChatOptions = {
  /** The assistant's model label (the client configuration's AssistantModel), sent with feedback and chat loads. */
  model?: string;
  /** Called when an answer has arrived in whole (the widget shows its bubble while minimised). */
  onAnswerComplete?: () => void;
};

type Conversation = Omit<AssistantChatState, "isStreaming" | "isLimitReached">;

const NEW_CHAT: Conversation = {
  chatId: null,
  title: null,
  messages: [],
  isReadOnly: false,
  isLoadingChat: false,
  loadError: null,
  isLiked: false,
};

/**
 * The floating assistant's conversation (portal-shell §4.2, §5, §8): asking with streamed answers,
 * regenerating, like and dislike, a new chat, and chats reopened from history (read-only). The actions read
 * the latest conversation, not the one of the render that made them: 'start a new chat, then ask' works in one go.
 */
export const useAssistantChat = ({
  model = "",
  onAnswerComplete,
}: UseAssistantChatOptions = {}): AssistantChat => {
  const queryClient = useQueryClient();
  const [conversation, setConversation] = useState<Conversation>(NEW_CHAT);
  const latest = useRef(conversation);
  const answering = useRef<AbortController | null>(null);
  const loading = useRef<AbortController | null>(null);
  const options = useRef({ model, onAnswerComplete });
  useEffect(() => {
    options.current = { model, onAnswerComplete };
  }, [model, onAnswerComplete]);

  const actions = useMemo(() => {
    const update = (change: (c: Conversation) => Conversation) => {
      latest.current = change(latest.current);
      setConversation(latest.current);
    };
    const updateMessage = (id: string, change: (m: ChatMessage) => ChatMessage) =>
      update((c) => ({ ...c, messages: c.messages.map((m) => (m.id === id ? change(m) : m)) }));
    const stop = () => {
      answering.current?.abort();
      answering.current = null;
      loading.current?.abort();
      loading.current = null;
    };

    const answer = async (payload: AssistantAsk, botId: string) => {
      answering.current?.abort();
      const controller = new AbortController();
      answering.current = controller;
      const { signal } = controller;
      try {
        await askAssistant(payload, {
          signal,
          onChunk: (html) => {
            if (!signal.aborted)
              updateMessage(botId, (m) => ({ ...m, text: m.text + html, status: "streaming" }));
          },
        });
        if (signal.aborted) return;
        void queryClient.invalidateQueries({ queryKey: CHAT_HISTORY_QUERY_KEY });
        const shown = latest.current.messages.find((m) => m.id === botId);
        if (shown?.text.trim() === "") {
          // Nothing arrived that may be shown (every chunk was dropped): as good as no answer.
          logAssistantFailure("assistant answer failed", new Error("the answer had nothing to show"));
          updateMessage(botId, (m) => ({ ...m, text: ASSISTANT_TEXT.answerError, status: "error" }));
          return;
        }
        updateMessage(botId, (m) => ({ ...m, status: "complete" }));
        options.current.onAnswerComplete?.();
      } catch (err) {
        // A stopped answer (new chat, another chat opened, the widget gone) is silently ignored (§8).
        if (signal.aborted) return;
        logAssistantFailure("assistant answer failed", err);
        updateMessage(botId, (m) => ({ ...m, text: ASSISTANT_TEXT.answerError, status: "error" }));
      } finally {
        if (answering.current === controller) answering.current = null;
      }
    };

    const sendFeedback = (feedback: Omit<ChatFeedback, "platform" | "model">) =>
      sendChatFeedback({
        ...feedback,
        platform: ASSISTANT.feedbackPlatform,
        model: options.current.model,
      }).catch((err: unknown) => logAssistantFailure("assistant feedback failed", err));

    return {
      send: (question: string) => {
        const text = question.trim();
        const c = latest.current;
        if (text === "" || c.isReadOnly || isAnswering(c.messages) || isChatFull(c.messages)) return;
        const chatId = c.chatId ?? newChatId();
        const payload = askPayload({ question: text, chatId, earlier: c.messages, isRegeneration: false });
        const bot = message("bot", "", "typing");
        update((now) => ({
          ...now,
          chatId,
          isLiked: false,
          messages: [...now.messages, message("user", text, "complete"), bot],
        }));
        void answer(payload, bot.id);
      },
      regenerate: () => {
        const c = latest.current;
        const [asked, last] = c.messages.slice(-2);
        if (c.isReadOnly || !c.chatId || asked?.sender !== "user" || last?.sender !== "bot") return;
        if (last.status !== "complete") return;
        const payload = askPayload({
          question: asked.text,
          chatId: c.chatId,
          earlier: c.messages.slice(0, -2),
          isRegeneration: true,
        });
        const bot = message("bot", "", "typing");
        update((now) => ({ ...now, isLiked: false, messages: [...now.messages.slice(0, -1), bot] }));
        void answer(payload, bot.id);
      },
      like: async () => {
        const { chatId, isLiked, isReadOnly } = latest.current;
        if (!chatId || isLiked || isReadOnly) return;
        update((c) => ({ ...c, isLiked: true }));
        await sendFeedback({ chat_id: chatId, comment: "", feedback: "", isPositiveResponse: true });
      },
      dislike: async (reason: { label: string }, comment: string) => {
        const { chatId, isReadOnly } = latest.current;
        if (!chatId || isReadOnly) return;
        update((c) => ({ ...c, isLiked: false }));
        await sendFeedback({
          chat_id: chatId,
          comment: comment.trim(),
          feedback: reason.label,
          isPositiveResponse: false,
        });
      },
      reset: () => {
        stop();
        update(() => NEW_CHAT);
      },
      openHistoryChat: (chatId: string) => {
        stop();
        const controller = new AbortController();
        loading.current = controller;
        update(() => ({ ...NEW_CHAT, chatId, isReadOnly: true, isLoadingChat: true }));
        getChatDetails(chatId, options.current.model, controller.signal).then(
          (reply) => {
            if (controller.signal.aborted) return;
            update((c) => ({
              ...c,
              title: reply.title,
              isLoadingChat: false,
              messages: turnMessages(reply.messages),
            }));
          },
          (err: unknown) => {
            if (controller.signal.aborted) return;
            logAssistantFailure("assistant chat could not be loaded", err);
            update((c) => ({ ...c, isLoadingChat: false, loadError: ASSISTANT_TEXT.chatLoadError }));
          },
        );
      },
      stop,
    };
  }, [queryClient]);

  // The answer stops with the widget.
  useEffect(() => actions.stop, [actions]);

  return useMemo(() => {
    const { stop: _stop, ...chatActions } = actions;
    return {
      ...conversation,
      isStreaming: isAnswering(conversation.messages),
      isLimitReached: isChatFull(conversation.messages),
      ...chatActions,
    };
  }, [actions, conversation]);
};
