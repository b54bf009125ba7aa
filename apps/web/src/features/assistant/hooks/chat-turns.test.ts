import { describe, expect, it } from "vitest";
import { AssistantAskSchema } from "@fieldstead/domain";
import type { ChatMessage } from "../assistant-chat.types.ts";
import { answeredTurns, askPayload, isAnswering, isChatFull } from "./chat-turns.ts";

const CHAT_ID = "5b0e8a52-4c7e-4d0f-9a57-0f3b7f0d2a11";
let next = 0;
const user = (text: string): ChatMessage => ({ id: `m${next++}`, sender: "user", text, status: "complete" });
const bot = (text: string, status: ChatMessage["status"] = "complete"): ChatMessage => ({
  id: `m${next++}`,
  sender: "bot",
  text,
  status,
});

describe("askPayload", () => {
  it("sends no history with a chat's first question", () => {
    const payload = askPayload({ question: "How?", chatId: CHAT_ID, earlier: [], isRegeneration: false });
    expect(payload).toEqual({
      question: "How?",
      chat_id: CHAT_ID,
      history_context: null,
      is_follow_up: false,
      is_regeneration: false,
    });
    expect(AssistantAskSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the first question as the title and each answered turn with a follow-up", () => {
    const earlier = [user("First?"), bot("<p>One</p>"), user("Second?"), bot("<p>Two</p>")];
    const payload = askPayload({ question: "Third?", chatId: CHAT_ID, earlier, isRegeneration: false });
    expect(payload.is_follow_up).toBe(true);
    expect(payload.history_context).toEqual({
      title: "First?",
      turns: [
        { question: "First?", response: "<p>One</p>" },
        { question: "Second?", response: "<p>Two</p>" },
      ],
    });
    expect(AssistantAskSchema.safeParse(payload).success).toBe(true);
  });

  it("leaves out a question whose answer failed", () => {
    const earlier = [user("First?"), bot("An error occurred", "error"), user("Second?"), bot("<p>Two</p>")];
    const payload = askPayload({ question: "Third?", chatId: CHAT_ID, earlier, isRegeneration: true });
    expect(payload.history_context).toEqual({
      title: "First?",
      turns: [{ question: "Second?", response: "<p>Two</p>" }],
    });
    expect(payload.is_regeneration).toBe(true);
  });

  it("is no follow-up when no earlier question was answered", () => {
    const earlier = [user("First?"), bot("An error occurred", "error")];
    const payload = askPayload({ question: "Again?", chatId: CHAT_ID, earlier, isRegeneration: false });
    expect(payload).toMatchObject({ history_context: null, is_follow_up: false });
  });
});

describe("conversation state", () => {
  it("counts a turn only once its answer is whole", () => {
    expect(answeredTurns([user("a"), bot("", "typing")])).toEqual([]);
    expect(answeredTurns([user("a"), bot("<p>x</p>", "streaming")])).toEqual([]);
    expect(answeredTurns([user("a"), bot("<p>x</p>")])).toEqual([{ question: "a", response: "<p>x</p>" }]);
  });

  it("is answering while the last answer types or streams", () => {
    expect(isAnswering([user("a"), bot("", "typing")])).toBe(true);
    expect(isAnswering([user("a"), bot("<p>x</p>", "streaming")])).toBe(true);
    expect(isAnswering([user("a"), bot("<p>x</p>")])).toBe(false);
  });

  it("is full at five questions", () => {
    const four = [1, 2, 3, 4].flatMap((n) => [user(`q${n}`), bot("<p>a</p>")]);
    expect(isChatFull(four)).toBe(false);
    expect(isChatFull([...four, user("q5")])).toBe(true);
  });
});
