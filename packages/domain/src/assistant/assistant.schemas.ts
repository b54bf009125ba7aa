import { z } from "zod";
import { enumSchema } from "../shared/enum-schema.ts";
import { ASSISTANT, ASSISTANT_FEEDBACK_REASONS, AssistantPageCategory } from "./assistant.enums.ts";

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

/**
 * What the floating assistant sends with a question: the chat's id (a UUID the client makes for a new chat), the
 * earlier turns for a follow-up (null for a chat's first question), and whether it is a follow-up or a
 * regeneration (portal-shell §3).
 */
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

// --- Replies ---

export const ChatSummarySchema = z.object({ chat_id: z.string(), title: z.string(), timestamp: z.string() });
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** The caller's chats, newest first. */
export const ChatHistoryReplySchema = z.object({ chats: z.array(ChatSummarySchema) });

/** Whether the welcome pop-up is still to be shown to the caller: once per person, on any browser. */
export const AssistantWelcomeReplySchema = z.object({ ShowWelcome: z.boolean() });
export type AssistantWelcomeReply = z.infer<typeof AssistantWelcomeReplySchema>;
export type ChatHistoryReply = z.infer<typeof ChatHistoryReplySchema>;

export const ChatTurnSchema = z.object({ question: z.string(), response: z.string(), timestamp: z.string() });
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

/** One chat with its turns, oldest first. */
export const ChatDetailsReplySchema = z.object({
  chat_id: z.string(),
  title: z.string(),
  messages: z.array(ChatTurnSchema),
});
export type ChatDetailsReply = z.infer<typeof ChatDetailsReplySchema>;

/**
 * The assistant's sign-in: 'success' (200), or 'error' with the reason (sent with status 401, so never as a
 * successful reply; listed so a caller reading the body handles both).
 */
export const AssistantAuthReplySchema = z.union([
  z.object({ status: z.literal("success") }),
  z.object({ status: z.literal("error"), detail: z.string() }),
]);
export type AssistantAuthReply = z.infer<typeof AssistantAuthReplySchema>;

/** A kept like or dislike: the result code alone. */
export const ChatFeedbackReplySchema = z.object({ StatusCode: z.number().int() });
export type ChatFeedbackReply = z.infer<typeof ChatFeedbackReplySchema>;

/** The header popup's answer, as HTML. */
export const PopupAskReplySchema = z.object({ answer: z.string() });
export type PopupAskReply = z.infer<typeof PopupAskReplySchema>;

const HelpArticleCategorySchema = enumSchema(AssistantPageCategory);

export const HelpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: HelpArticleCategorySchema,
  keywords: z.array(z.string()),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummarySchema>;

/** Every help article, by title. */
export const HelpArticlesReplySchema = z.object({ articles: z.array(HelpArticleSummarySchema) });
export type HelpArticlesReply = z.infer<typeof HelpArticlesReplySchema>;

/** One help article as safe HTML, with the articles it links to. */
export const HelpArticleReplySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: HelpArticleCategorySchema,
  html: z.string(),
  related: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type HelpArticleReply = z.infer<typeof HelpArticleReplySchema>;

/** help/article: which article (its slug). */
export const HelpArticleQuerySchema = z.object({
  slug: z
    .string({ error: "slug is required." })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens.")
    .max(120, "slug must be at most 120 characters."),
});
