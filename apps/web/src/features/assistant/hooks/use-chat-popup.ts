import { useCallback, useEffect, useRef, useState } from "react";
import { ASSISTANT_TEXT } from "@fieldstead/domain";
import { sanitizeHtml } from "../../../lib/sanitize-html.ts";
import { askPopup } from "../api/popup-ask.ts";

/**
 * One message of the header popup's conversation. user: the question as typed; answer: safe HTML; typing: the
 * indicator while the answer is on its way; error: the error text, shown as plain text.
 */
export type ChatPopupMessage =
  | { id: number; kind: "user"; text: string }
  | { id: number; kind: "answer"; html: string }
  | { id: number; kind: "typing" }
  | { id: number; kind: "error"; text: string };

export type ChatPopupConversation = {
  messages: readonly ChatPopupMessage[];
  /** A question is on its way: the input and Send are disabled. */
  isBusy: boolean;
  /** Nothing has been asked yet: the suggestions show. */
  showsSuggestions: boolean;
  /** Asks a question; ignored when blank or while another is on its way. */
  send: (question: string) => void;
};

/** An empty answer shows 'No data available' (portal-shell §8). */
const answerHtml = (answer: string): string =>
  sanitizeHtml(answer.trim() === "" ? ASSISTANT_TEXT.popupNoData : answer);

/**
 * The header popup's conversation (portal-shell §4.3): sending hides the suggestions, shows the question and a
 * typing indicator, then the answer as safe HTML, or the error text when the call fails.
 */
export const useChatPopup = (): ChatPopupConversation => {
  const [messages, setMessages] = useState<readonly ChatPopupMessage[]>([]);
  const [hasAsked, setHasAsked] = useState(false);
  const nextId = useRef(1);
  const pending = useRef<AbortController | null>(null);

  // The conversation lives as long as the header: leaving the portal (signing out) drops the open question.
  useEffect(() => () => pending.current?.abort(), []);

  const send = useCallback((question: string) => {
    const text = question.trim();
    if (text === "" || pending.current) return;
    const controller = new AbortController();
    pending.current = controller;
    const typingId = nextId.current + 1;
    setMessages((previous) => [
      ...previous,
      { id: nextId.current, kind: "user", text },
      { id: typingId, kind: "typing" },
    ]);
    nextId.current += 2;
    setHasAsked(true);

    const settle = (message: ChatPopupMessage) => {
      pending.current = null;
      setMessages((previous) => previous.map((m) => (m.id === typingId ? message : m)));
    };
    askPopup(text, controller.signal).then(
      (answer) => settle({ id: typingId, kind: "answer", html: answerHtml(answer) }),
      () => {
        if (controller.signal.aborted) return;
        settle({ id: typingId, kind: "error", text: ASSISTANT_TEXT.answerError });
      },
    );
  }, []);

  return {
    messages,
    isBusy: messages.some((m) => m.kind === "typing"),
    showsSuggestions: !hasAsked,
    send,
  };
};
