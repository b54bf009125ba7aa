import { describe, expect, it } from "vitest";
import { AssistantAskSchema, ChatFeedbackSchema } from "./assistant.schemas.ts";

const CHAT = "0b9f6d6e-6f0a-4a55-9a55-1f0e0c8f2a10";
const messageOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("a question to the assistant", () => {
  it("is trimmed, with the flags false and no history unless sent", () => {
    expect(AssistantAskSchema.parse({ question: "  how do I move an asset?  ", chat_id: CHAT })).toEqual({
      question: "how do I move an asset?",
      chat_id: CHAT,
      history_context: null,
      is_follow_up: false,
      is_regeneration: false,
    });
  });

  it.each([
    [{ question: "   ", chat_id: CHAT }, "question: question must not be blank."],
    [{ question: "x".repeat(2_001), chat_id: CHAT }, "question: question must be at most 2000 characters."],
    [{ question: "hello", chat_id: "42" }, "chat_id: chat_id must be a UUID."],
  ])("is refused naming the field (%j)", (body, message) => {
    expect(messageOf(AssistantAskSchema.safeParse(body))).toEqual([message]);
  });
});

describe("feedback on an answer", () => {
  it("takes a like without a reason", () => {
    expect(ChatFeedbackSchema.safeParse({ chat_id: CHAT, isPositiveResponse: true }).success).toBe(true);
  });

  it("takes a dislike only with one of the six reasons", () => {
    const dislike = { chat_id: CHAT, isPositiveResponse: false, comment: "Steps were off" };
    expect(ChatFeedbackSchema.safeParse({ ...dislike, feedback: "Too generic" }).success).toBe(true);
    expect(messageOf(ChatFeedbackSchema.safeParse({ ...dislike, feedback: "Meh" }))).toEqual([
      "feedback: feedback must be one of: Not correct, Incomplete, Too generic, Too long, Not relevant, Unclear.",
    ]);
  });
});
