import { Alert, Box, CircularProgress, Stack } from "@mui/material";
import type { AssistantChat } from "../assistant-chat.types.ts";
import { userMessageCount } from "../hooks/chat-turns.ts";
import { useFollowBottom } from "../hooks/use-follow-bottom.ts";
import { BotMessage } from "./bot-message.tsx";
import { MessageActions } from "./message-actions.tsx";
import { QuickQuestions } from "./quick-questions.tsx";
import { UserMessage } from "./user-message.tsx";

export type ChatMessageListProps = {
  chat: AssistantChat;
  assistantName: string;
  quickQuestions: readonly string[];
};

/**
 * The conversation's scrolling part: the quick questions while it is empty, then the messages, with the
 * actions under the last whole answer of a live chat. It follows a streaming answer down unless the reader
 * has scrolled up to read something earlier.
 */
export const ChatMessageList = ({ chat, assistantName, quickQuestions }: ChatMessageListProps) => {
  const { messages } = chat;
  const { ref, handleScroll } = useFollowBottom<HTMLDivElement>(messages, userMessageCount(messages));
  const last = messages.at(-1);
  const isEmpty = messages.length === 0;
  return (
    <Box
      ref={ref}
      onScroll={handleScroll}
      role="log"
      aria-label="Conversation"
      aria-busy={chat.isStreaming || chat.isLoadingChat}
      sx={{ flex: 1, minHeight: 0, overflowY: "auto", px: 2, py: 1.5 }}
    >
      {chat.isLoadingChat && (
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress size={28} aria-label="Loading chat" />
        </Box>
      )}
      {chat.loadError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {chat.loadError}
        </Alert>
      )}
      {isEmpty && !chat.isReadOnly && (
        <QuickQuestions assistantName={assistantName} questions={quickQuestions} onAsk={chat.send} />
      )}
      <Stack spacing={1.5}>
        {messages.map((m) =>
          m.sender === "user" ? (
            <UserMessage key={m.id} text={m.text} />
          ) : (
            <BotMessage
              key={m.id}
              message={m}
              assistantName={assistantName}
              actions={
                m === last && m.status === "complete" && !chat.isReadOnly ? (
                  <MessageActions
                    key={m.id}
                    isLiked={chat.isLiked}
                    onRegenerate={chat.regenerate}
                    onLike={() => void chat.like()}
                    onDislike={(reason, comment) => void chat.dislike(reason, comment)}
                  />
                ) : undefined
              }
            />
          ),
        )}
      </Stack>
    </Box>
  );
};
