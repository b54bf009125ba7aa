/**
 * What the floating assistant's parts share: the conversation's state and actions (useAssistantChat), the
 * history's query key, and the attribute that keeps the panel open when its pop-ups are clicked.
 */

/** One message of the conversation; a bot message's text is sanitised HTML. */
export type ChatMessage = {
  id: string;
  sender: "user" | "bot";
  text: string;
  /** typing: dots until the first chunk; streaming: chunks arriving; complete; error: the error text is shown. */
  status: "typing" | "streaming" | "complete" | "error";
};

export type AssistantChatState = {
  /** The chat's id (a client-generated UUID once the first question is sent); null for a new chat. */
  chatId: string | null;
  /** The chat's title when it was opened from history. */
  title: string | null;
  messages: readonly ChatMessage[];
  /** A response is streaming: send and input are disabled (placeholder 'Thinking...'). */
  isStreaming: boolean;
  /** A chat opened from history: read-only, the input is hidden. */
  isReadOnly: boolean;
  /** A history chat's turns are loading. */
  isLoadingChat: boolean;
  /** 'Sorry, there was an error loading this chat. Please try again.' when a history chat failed to load. */
  loadError: string | null;
  /** Five user messages exist: the input is replaced by the warning and 'Start a new chat'. */
  isLimitReached: boolean;
  /** The last answer was liked (reset by a new question). */
  isLiked: boolean;
};

export type FeedbackReason = { id: string; label: string };

export type AssistantChat = AssistantChatState & {
  /** Sends a question (ignored when blank, while streaming, read-only or at the limit). */
  send: (question: string) => void;
  /** Removes the last bot answer and asks the last question again with is_regeneration true. */
  regenerate: () => void;
  like: () => Promise<void>;
  dislike: (reason: FeedbackReason, comment: string) => Promise<void>;
  /** Start new chat and confirmed clear: a new chat id, an empty conversation, the quick questions again. */
  reset: () => void;
  /** Opens one of the person's chats from history, read-only. */
  openHistoryChat: (chatId: string) => void;
};

/** TanStack Query key of the person's chat history; invalidated when an answer completes. */
export const CHAT_HISTORY_QUERY_KEY = ["assistant", "chat-history"] as const;

/**
 * Elements carrying this attribute (the feedback popup and modal, the clear confirmation, their backdrops) do not
 * minimise the panel when clicked; a click anywhere else outside the panel does (portal-shell §4.2).
 */
export const ASSISTANT_KEEP_OPEN_ATTR = "data-assistant-keep-open";
