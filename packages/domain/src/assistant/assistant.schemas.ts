import { z } from "zod";
import { ASSISTANT, ASSISTANT_FEEDBACK_REASONS } from "./assistant.enums.ts";

const question = z
  .string({ error: "question is required." })
  .trim()
  .min(1, "question must not be blank.")
  .max(ASSISTANT.maxQuestionLength, `question must be at most ${ASSISTANT.maxQuestionLength} characters.`);

/** The earlier turns sent with a follow-up: the first question as the title, then the turns so far. */
export const HistoryContextSchema = z.object({
  title: z.string().max(ASSISTANT.maxQuestionLength),
  turns: z
    .array(
      z.object({ question: z.string().max(ASSISTANT.maxQuestionLength), response: z.string().max(50_000) }),
    )
    .max(ASSISTANT.maxUserMessages),
});

/** The widget's ask payload (portal-shell §3). */
export const AssistantAskSchema = z.object({
  question,
  chat_id: z.uuid({ error: "chat_id must be a UUID." }),
  history_context: HistoryContextSchema.nullable().default(null),
  is_follow_up: z.boolean().default(false),
  is_regeneration: z.boolean().default(false),
});
export type AssistantAsk = z.output<typeof AssistantAskSchema>;

/** The caller's own session token; a browser sends none (its session is in the HttpOnly cookie). */
export const AssistantTokenSchema = z.object({
  token: z.string().min(1, "token is required.").max(4_096).optional(),
});

export const ChatHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ASSISTANT.historyLimit).default(ASSISTANT.historyLimit),
  model: z.string().max(100).default(""),
  summary: z.boolean().default(true),
});

export const ChatDetailsQuerySchema = z.object({
  chat_id: z.uuid({ error: "chat_id must be a UUID." }),
  model: z.string().max(100).default(""),
});

const REASON_LABELS = ASSISTANT_FEEDBACK_REASONS.map((r) => r.label) as string[];

/** Like (isPositiveResponse true, no reason) or dislike with one of the six reasons and a comment. */
export const ChatFeedbackSchema = z
  .object({
    chat_id: z.uuid({ error: "chat_id must be a UUID." }),
    comment: z.string().trim().max(2_000, "comment must be at most 2000 characters.").default(""),
    feedback: z.string().trim().max(100).default(""),
    platform: z.literal(ASSISTANT.feedbackPlatform).default(ASSISTANT.feedbackPlatform),
    model: z.string().max(100).default(""),
    isPositiveResponse: z.boolean(),
  })
  .refine((f) => f.isPositiveResponse || REASON_LABELS.includes(f.feedback), {
    message: `feedback must be one of: ${REASON_LABELS.join(", ")}.`,
    path: ["feedback"],
  });
export type ChatFeedback = z.output<typeof ChatFeedbackSchema>;

/** The header popup's question (POST /api/ai/m1/ask). */
export const PopupAskSchema = z.object({ question });
