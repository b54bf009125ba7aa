import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "../assistant-chat.types.ts";

type Seen = { id: string; status: ChatMessage["status"] } | null;

/**
 * Whether the 'has answered your question' bubble shows: an answer finished streaming while the panel was
 * minimised. Answers that fail, and chats opened from the history, do not count.
 */
export const useAnswerBubble = (messages: readonly ChatMessage[], isPanelOpen: boolean) => {
  const [isShown, setIsShown] = useState(false);
  const last = messages.at(-1);
  const botId = last?.sender === "bot" ? last.id : null;
  const botStatus = last?.sender === "bot" ? last.status : null;
  const seen = useRef<Seen>(botId && botStatus ? { id: botId, status: botStatus } : null);

  useEffect(() => {
    const before = seen.current;
    seen.current = botId && botStatus ? { id: botId, status: botStatus } : null;
    const hasJustCompleted =
      botStatus === "complete" &&
      before?.id === botId &&
      (before.status === "typing" || before.status === "streaming");
    if (hasJustCompleted && !isPanelOpen) setIsShown(true);
  }, [botId, botStatus, isPanelOpen]);

  useEffect(() => {
    if (isPanelOpen) setIsShown(false);
  }, [isPanelOpen]);

  const hide = useCallback(() => setIsShown(false), []);
  return { isShown: isShown && !isPanelOpen, hide };
};
