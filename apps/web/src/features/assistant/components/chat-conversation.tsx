import { Box } from "@mui/material";
import type { AssistantChat } from "../assistant-chat.types.ts";
import { ChatInput } from "./chat-input.tsx";
import { ChatMessageList } from "./chat-message-list.tsx";
import { LimitWarning } from "./limit-warning.tsx";

export type ChatConversationProps = {
  chat: AssistantChat;
  /** The client configuration's AssistantName. */
  assistantName: string;
  /** The current page's three quick questions (assistantQuickQuestions of the address). */
  quickQuestions: readonly string[];
};

/**
 * The floating assistant's conversation, filling the panel's body: the messages, and below them the input, or
 * the limit warning once the chat is full; a chat reopened from history is read-only and has neither.
 */
export const ChatConversation = ({ chat, assistantName, quickQuestions }: ChatConversationProps) => (
  <Box sx={{ display: "flex", flexDirection: "column", flex: 1, height: "100%", minHeight: 0 }}>
    <ChatMessageList chat={chat} assistantName={assistantName} quickQuestions={quickQuestions} />
    {!chat.isReadOnly &&
      (chat.isLimitReached ? (
        <LimitWarning onNewChat={chat.reset} />
      ) : (
        <ChatInput assistantName={assistantName} isBusy={chat.isStreaming} onSend={chat.send} />
      ))}
  </Box>
);
