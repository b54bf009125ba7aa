import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import { ASSISTANT_TEXT, assertNever } from "@fieldstead/domain";
import type { ChatPopupMessage } from "../hooks/use-chat-popup.ts";
import { ChatPopupBubble } from "./chat-popup-bubble.tsx";
import { ChatPopupSuggestions } from "./chat-popup-suggestions.tsx";
import { ChatPopupTyping } from "./chat-popup-typing.tsx";

export type ChatPopupMessagesProps = {
  assistantName: string;
  messages: readonly ChatPopupMessage[];
  showsSuggestions: boolean;
  onPick: (question: string) => void;
};

const messageBubble = (message: ChatPopupMessage, assistantName: string) => {
  switch (message.kind) {
    case "user":
      return <ChatPopupBubble sender="user">{message.text}</ChatPopupBubble>;
    case "answer":
      return <ChatPopupBubble sender="bot" html={message.html} />;
    case "typing":
      return (
        <ChatPopupBubble sender="bot">
          <ChatPopupTyping assistantName={assistantName} />
        </ChatPopupBubble>
      );
    case "error":
      return <ChatPopupBubble sender="bot">{message.text}</ChatPopupBubble>;
    default:
      return assertNever(message);
  }
};

/** The welcome, the suggestions until the first question, then the conversation; kept scrolled to its end. */
export const ChatPopupMessages = ({
  assistantName,
  messages,
  showsSuggestions,
  onPick,
}: ChatPopupMessagesProps) => {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  return (
    <Box
      ref={listRef}
      role="log"
      aria-label="Conversation"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: "auto",
        p: 2,
        display: "flex",
        flexDirection: "column",
        gap: 1.5,
      }}
    >
      <ChatPopupBubble sender="bot">
        {ASSISTANT_TEXT.popupWelcome.replace("{name}", assistantName)}
      </ChatPopupBubble>
      {showsSuggestions && <ChatPopupSuggestions onPick={onPick} />}
      {messages.map((message) => (
        <Box key={message.id} sx={{ display: "flex", flexDirection: "column" }}>
          {messageBubble(message, assistantName)}
        </Box>
      ))}
    </Box>
  );
};
