import { and, asc, count, desc, eq, max, sql } from "drizzle-orm";
import { ASSISTANT, ASSISTANT_TEXT, type ChatDetailsReply, type ChatSummary } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import {
  assistantChats,
  assistantFeedback,
  assistantTurns,
  assistantWelcomes,
} from "../../db/schema/index.ts";
import { AppError, invalidField } from "../../lib/errors.ts";

/** Whose chat: a chat is seen and written only by the person who started it. */
export type ChatOwner = { orgId: number; employeeId: number };

const TITLE_LENGTH = 80;

/** The first question as the chat's title, cut at a word near 80 characters. */
export const chatTitle = (question: string): string => {
  const text = question.replace(/\s+/g, " ").trim();
  if (text.length <= TITLE_LENGTH) return text;
  const cut = text.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

const limitReached = (): AppError => invalidField("question", ASSISTANT_TEXT.limitReached);

/** The chat's owner and number of turns, or a 404 when it is someone else's (undefined when it is new). */
const readChat = async (db: Db | Tx, chatId: string, owner: ChatOwner): Promise<number | undefined> => {
  const [chat] = await db
    .select({ orgId: assistantChats.orgId, employeeId: assistantChats.employeeId })
    .from(assistantChats)
    .where(eq(assistantChats.id, chatId));
  if (!chat) return undefined;
  if (chat.orgId !== owner.orgId || chat.employeeId !== owner.employeeId) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select({ turns: count() })
    .from(assistantTurns)
    .where(eq(assistantTurns.chatId, chatId));
  return row?.turns ?? 0;
};

/** Refuses, before anything is answered, a question the chat may not take (someone else's, or a sixth). */
export const checkAsk = async (db: Db, chatId: string, owner: ChatOwner, regenerate: boolean) => {
  const turns = await readChat(db, chatId, owner);
  if (!regenerate && (turns ?? 0) >= ASSISTANT.maxUserMessages) throw limitReached();
};

export type TurnToKeep = { chatId: string; question: string; html: string; regenerate: boolean; at: Date };

/** Keeps a finished answer: a new turn (the chat made on its first), or the last turn's answer replaced. */
export const keepTurn = (db: Db, owner: ChatOwner, turn: TurnToKeep): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .insert(assistantChats)
      .values({
        id: turn.chatId,
        ...owner,
        title: chatTitle(turn.question),
        createdOn: turn.at,
        updatedOn: turn.at,
      })
      .onConflictDoNothing();
    const turns = (await readChat(tx, turn.chatId, owner)) ?? 0;
    if (turn.regenerate && turns > 0) {
      await tx
        .update(assistantTurns)
        .set({ responseHtml: turn.html, regeneratedCount: sql`${assistantTurns.regeneratedCount} + 1` })
        .where(and(eq(assistantTurns.chatId, turn.chatId), eq(assistantTurns.position, turns)));
    } else {
      if (turns >= ASSISTANT.maxUserMessages) throw limitReached();
      await tx.insert(assistantTurns).values({
        chatId: turn.chatId,
        position: turns + 1,
        question: turn.question,
        responseHtml: turn.html,
        createdOn: turn.at,
      });
    }
    await tx.update(assistantChats).set({ updatedOn: turn.at }).where(eq(assistantChats.id, turn.chatId));
  });

/** The person's chats, most recently used first. */
export const listChats = async (db: Db, owner: ChatOwner, limit: number): Promise<ChatSummary[]> => {
  const rows = await db
    .select({ id: assistantChats.id, title: assistantChats.title, updatedOn: assistantChats.updatedOn })
    .from(assistantChats)
    .where(and(eq(assistantChats.orgId, owner.orgId), eq(assistantChats.employeeId, owner.employeeId)))
    .orderBy(desc(assistantChats.updatedOn), desc(assistantChats.createdOn))
    .limit(limit);
  return rows.map((r) => ({ chat_id: r.id, title: r.title, timestamp: r.updatedOn.toISOString() }));
};

/** One of the person's chats with its turns, oldest first; someone else's is a 404. */
export const readChatDetails = async (
  db: Db,
  owner: ChatOwner,
  chatId: string,
): Promise<ChatDetailsReply> => {
  const [chat] = await db
    .select({ title: assistantChats.title })
    .from(assistantChats)
    .where(
      and(
        eq(assistantChats.id, chatId),
        eq(assistantChats.orgId, owner.orgId),
        eq(assistantChats.employeeId, owner.employeeId),
      ),
    );
  if (!chat) throw new AppError("NOT_FOUND");
  const turns = await db
    .select()
    .from(assistantTurns)
    .where(eq(assistantTurns.chatId, chatId))
    .orderBy(asc(assistantTurns.position));
  return {
    chat_id: chatId,
    title: chat.title,
    messages: turns.map((t) => ({
      question: t.question,
      response: t.responseHtml,
      timestamp: t.createdOn.toISOString(),
    })),
  };
};

export type FeedbackToKeep = {
  chatId: string;
  positive: boolean;
  reason: string;
  comment: string;
  model: string;
  platform: number;
  at: Date;
};

/** Keeps a like or a dislike on the chat's last turn; a chat without a turn has nothing to judge. */
export const keepFeedback = (db: Db, owner: ChatOwner, feedback: FeedbackToKeep): Promise<void> =>
  db.transaction(async (tx) => {
    const turns = await readChat(tx, feedback.chatId, owner);
    if (turns === undefined) throw new AppError("NOT_FOUND");
    const [last] = await tx
      .select({ position: max(assistantTurns.position) })
      .from(assistantTurns)
      .where(eq(assistantTurns.chatId, feedback.chatId));
    if (!last?.position) throw invalidField("chat_id", "chat_id has no answer to judge yet.");
    await tx.insert(assistantFeedback).values({
      chatId: feedback.chatId,
      turnPosition: last.position,
      positive: feedback.positive,
      reason: feedback.positive ? "" : feedback.reason,
      comment: feedback.comment,
      model: feedback.model,
      platform: feedback.platform,
      createdOn: feedback.at,
    });
  });

/** Whether the person has yet to see the welcome pop-up (it shows once per person). */
export const isWelcomeDue = async (db: Db, owner: ChatOwner): Promise<boolean> => {
  const shown = await db
    .select({ shownOn: assistantWelcomes.shownOn })
    .from(assistantWelcomes)
    .where(and(eq(assistantWelcomes.orgId, owner.orgId), eq(assistantWelcomes.employeeId, owner.employeeId)))
    .limit(1);
  return shown.length === 0;
};

/** Records the first showing of the welcome pop-up; a later one changes nothing. */
export const markWelcomeShown = async (db: Db, owner: ChatOwner, at: Date): Promise<void> => {
  await db
    .insert(assistantWelcomes)
    .values({ orgId: owner.orgId, employeeId: owner.employeeId, shownOn: at })
    .onConflictDoNothing();
};
