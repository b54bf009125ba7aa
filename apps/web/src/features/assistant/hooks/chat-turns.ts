import { ASSISTANT, type AssistantAsk } from "@fieldstead/domain";
import type { ChatMessage } from "../assistant-chat.types.ts";

export type ChatTurnText = { question: string; response: string };

/** The longest answer a follow-up may quote back (the ask schema's limit for a turn's response). */
const MAX_RESPONSE_LENGTH = 50_000;

/** The questions that got a whole answer, each with that answer, in order: what a follow-up builds on. */
export const answeredTurns = (messages: readonly ChatMessage[]): ChatTurnText[] => {
  const turns: ChatTurnText[] = [];
  messages.forEach((message, i) => {
    const answer = messages[i + 1];
    if (message.sender === "user" && answer?.sender === "bot" && answer.status === "complete")
      turns.push({ question: message.text, response: answer.text.slice(0, MAX_RESPONSE_LENGTH) });
  });
  return turns;
};

export const userMessageCount = (messages: readonly ChatMessage[]): number =>
  messages.filter((m) => m.sender === "user").length;

/** Five questions make a chat full: the input gives way to the warning (portal-shell §5). */
export const isChatFull = (messages: readonly ChatMessage[]): boolean =>
  userMessageCount(messages) >= ASSISTANT.maxUserMessages;

export const isAnswering = (messages: readonly ChatMessage[]): boolean =>
  messages.some((m) => m.status === "typing" || m.status === "streaming");

export type AskPayloadInput = {
  question: string;
  chatId: string;
  /** The conversation before this question (for a regeneration: before the question asked again). */
  earlier: readonly ChatMessage[];
  isRegeneration: boolean;
};

/**
 * The ask payload (portal-shell §3): a follow-up carries the chat's first question as the title and the turns
 * answered so far; the first question of a chat carries none.
 */
export const askPayload = ({ question, chatId, earlier, isRegeneration }: AskPayloadInput): AssistantAsk => {
  const turns = answeredTurns(earlier).slice(-ASSISTANT.maxUserMessages);
  const first = earlier.find((m) => m.sender === "user")?.text ?? question;
  return {
    question,
    chat_id: chatId,
    history_context: turns.length > 0 ? { title: first, turns } : null,
    is_follow_up: turns.length > 0,
    is_regeneration: isRegeneration,
  };
};
