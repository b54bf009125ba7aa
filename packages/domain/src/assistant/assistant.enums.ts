import type { EnumValue } from "../shared/enum.ts";

/**
 * The floating assistant's limits and timings: a chat holds at most 5 questions, the history lists the latest 20
 * chats, the bubble hides after 3 s, and the bounds of the panel's resizing and the button's dragging
 * (portal-shell §5, §9).
 */
export const ASSISTANT = {
  /** User messages a chat may hold; the server refuses the next one. */
  maxUserMessages: 5,
  /** Chats the history call answers at most. */
  historyLimit: 20,
  bubbleHideMs: 3_000,
  /** The panel's left edge: at least this wide, and never left of 30% of the window. */
  panelMinWidth: 400,
  panelLeftEdgeMinRatio: 0.3,
  /** The bottom-right resize handle's minimums. */
  panelCornerMinWidth: 700,
  panelCornerMinHeight: 300,
  dragThresholdPx: 5,
  launchDefaultRightPx: 78,
  scrollLockMarginPx: 100,
  /** A history title longer than this shows in full in a tooltip. */
  titleTooltipAfter: 15,
  quickQuestionsPerCategory: 3,
  /** Every like or dislike sent says which platform it came from: this product always sends 2 (portal-shell §3). */
  feedbackPlatform: 2,
  /** The longest question accepted. */
  maxQuestionLength: 2_000,
} as const;

/**
 * The header popup chat is 350 × 500 px, opens 10 ms after it is put on the page, takes 300 ms to hide, and
 * offers three suggested questions (portal-shell §2.6, §9).
 */
export const ASSISTANT_POPUP = {
  width: 350,
  height: 500,
  openDelayMs: 10,
  hideMs: 300,
  suggestions: 3,
} as const;

/** Page categories for the quick questions, chosen from keywords of the current address (portal-shell §2.5). */
export const AssistantPageCategory = {
  Asset: "asset",
  Project: "project",
  Task: "task",
  WorkOrder: "workorder",
  Location: "location",
  Lease: "lease",
  Document: "document",
  Default: "default",
} as const;
export type AssistantPageCategoryValue = EnumValue<typeof AssistantPageCategory>;

/**
 * The reasons a person can pick when disliking an answer: each an id, and the label that is shown and sent as
 * the feedback (portal-shell §2.5).
 */
export const ASSISTANT_FEEDBACK_REASONS = [
  { id: "not_correct", label: "Not correct" },
  { id: "incomplete", label: "Incomplete" },
  { id: "too_generic", label: "Too generic" },
  { id: "too_long", label: "Too long" },
  { id: "not_relevant", label: "Not relevant" },
  { id: "unclear", label: "Unclear" },
] as const;

/** The assistant's on-screen texts (portal-shell §2.5, §2.6, §5, §8); `{name}` is the assistant's name. */
export const ASSISTANT_TEXT = {
  welcomeTitle: "Meet {name} Hub",
  askMeAnything: "Ask me anything",
  placeholder: "Ask {name}",
  placeholderBusy: "Thinking...",
  limitReached: "You have reached the maximum length for this conversation",
  startNewChat: "Start a new chat",
  untitledChat: "Untitled Chat",
  historyToday: "Today",
  historyYesterday: "Yesterday",
  historyAll: "All Chats",
  historyEmpty: "No chat history",
  historyEmptyHint: "Start a conversation with the assistant to see your chat history here",
  searchEmpty: "No results found",
  searchEmptyHint: "Try adjusting your search terms to find what you're looking for",
  answerError: "An error occurred while fetching the response.",
  chatLoadError: "Sorry, there was an error loading this chat. Please try again.",
  httpError: "HTTP error! status",
  popupWelcome: "Hi there! I'm {name}. How can I assist you today?",
  popupPlaceholder: "Type your message...",
  popupPlaceholderBusy: "Processing your request...",
  popupNoData: "<p>No data available</p>",
} as const;

/** The three questions the header popup suggests until something is sent; picking one asks it (portal-shell §2.6). */
export const ASSISTANT_POPUP_SUGGESTIONS = [
  "How do I configure asset categories?",
  "How do I set up asset movement forms?",
  "How do I link tasks to assets and work orders?",
] as const;

/**
 * The assistant's flags in local storage: ShowAthenaPopup, whether the one-time welcome popup may still show,
 * and AuthenticationReference, whether the assistant has accepted this browser's session (portal-shell §4.1,
 * §4.2).
 */
export const ASSISTANT_STORAGE = {
  showPopup: "ShowAthenaPopup",
  authenticated: "AuthenticationReference",
} as const;
