import { defineContract, rawReply } from "../shared/contract.ts";
import {
  AssistantAskSchema,
  AssistantAuthReplySchema,
  AssistantTokenSchema,
  ChatDetailsQuerySchema,
  ChatDetailsReplySchema,
  ChatFeedbackReplySchema,
  ChatFeedbackSchema,
  ChatHistoryQuerySchema,
  ChatHistoryReplySchema,
  PopupAskReplySchema,
  PopupAskSchema,
  AssistantWelcomeReplySchema,
} from "./assistant.schemas.ts";

const TAG = "Assistant";
/** Everyone signed in may ask; chats are each person's own. */
const OWN = { kind: "session" } as const;

export const AssistantAskContract = defineContract({
  method: "POST",
  path: "/assistant/ask",
  summary:
    "Answers a how-to question from the product's help, streamed as HTML chunks; the turn is kept in the caller's chat (at most 5 questions a chat).",
  tag: TAG,
  access: OWN,
  body: AssistantAskSchema,
  reply: rawReply("text/html", "The answer as HTML, streamed in chunks (one block of HTML at a time)."),
});

export const AssistantOauthCallbackContract = defineContract({
  method: "POST",
  path: "/assistant/oauth-callback-ai",
  summary: "Accepts the caller's own session token for the assistant (status 'success').",
  tag: TAG,
  access: OWN,
  body: AssistantTokenSchema,
  reply: AssistantAuthReplySchema,
});

export const AssistantChatHistoryContract = defineContract({
  method: "POST",
  path: "/assistant/chat-history",
  summary: "The caller's chats, newest first (chat_id, title, timestamp).",
  tag: TAG,
  access: OWN,
  body: ChatHistoryQuerySchema,
  reply: ChatHistoryReplySchema,
});

export const AssistantChatDetailsContract = defineContract({
  method: "GET",
  path: "/assistant/chat-details",
  summary: "One of the caller's chats with its turns (question, response, timestamp).",
  tag: TAG,
  access: OWN,
  query: ChatDetailsQuerySchema,
  reply: ChatDetailsReplySchema,
});

export const AssistantFeedbackContract = defineContract({
  method: "POST",
  path: "/assistant/update-chat-comment",
  summary: "Keeps a like, or a dislike with its reason and comment, on the caller's chat.",
  tag: TAG,
  access: OWN,
  body: ChatFeedbackSchema,
  reply: ChatFeedbackReplySchema,
});

export const PopupAskContract = defineContract({
  method: "POST",
  path: "/ai/m1/ask",
  summary: "The header popup's question: one answer as HTML (answer).",
  tag: TAG,
  access: OWN,
  body: PopupAskSchema,
  reply: PopupAskReplySchema,
});

export const AssistantWelcomeContract = defineContract({
  method: "GET",
  path: "/assistant/welcome",
  summary:
    "Whether the assistant's welcome pop-up is still to be shown to the caller (once per person, on any browser).",
  tag: TAG,
  access: OWN,
  reply: AssistantWelcomeReplySchema,
});

export const AssistantWelcomeShownContract = defineContract({
  method: "POST",
  path: "/assistant/welcome/shown",
  summary:
    "Records that the caller has been shown the welcome pop-up: it does not show again, on any browser.",
  tag: TAG,
  access: OWN,
  reply: AssistantWelcomeReplySchema,
});
