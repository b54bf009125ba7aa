import { useEffect, useRef } from "react";
import { onOpenAssistant } from "../../../lib/assistant-bus.ts";

export type OpenRequestHandlers = {
  /** Opens the panel. */
  onOpen: () => void;
  /** A question came with the request: a new chat asks it at once. */
  onAsk: (question: string) => void;
};

/**
 * Requests from elsewhere in the portal (the help centre's 'Ask', the AI Assistant page) to open the assistant,
 * with or without a question. A request made before the assistant loaded arrives on subscribing.
 */
export const useOpenRequests = (handlers: OpenRequestHandlers) => {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      onOpenAssistant(({ question }) => {
        latest.current.onOpen();
        const text = question?.trim() ?? "";
        if (text !== "") latest.current.onAsk(text);
      }),
    [],
  );
};
