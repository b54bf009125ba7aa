import type { FastifyInstance } from "fastify";
import {
  AssistantChatDetailsContract,
  AssistantChatHistoryContract,
  AssistantFeedbackContract,
  AssistantOauthCallbackContract,
  AssistantWelcomeContract,
  AssistantWelcomeShownContract,
  ASSISTANT_TEXT,
  PopupAskContract,
  ResultCode,
  type AssistantAuthReply,
  type ChatHistoryReply,
  type PopupAskReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { checkSessionToken } from "../help/help.service.ts";
import { answerForAsker } from "./assistant-asker.ts";
import { helpLibrary } from "./assistant-engine.ts";
import { safeChunk } from "./assistant-html-chunks.ts";
import {
  isWelcomeDue,
  keepFeedback,
  listChats,
  markWelcomeShown,
  readChatDetails,
} from "./assistant-store.ts";

const ownerOf = (session: { orgId: number; employeeId: number }) => ({
  orgId: session.orgId,
  employeeId: session.employeeId,
});

export const assistantChatsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, AssistantOauthCallbackContract, async ({ body, session, reply }) => {
    const check = await checkSessionToken(ctx, session, body.token);
    if (!check.ok) {
      const refused: AssistantAuthReply = { status: "error", detail: check.detail };
      return reply.code(401).send(refused);
    }
    const accepted: AssistantAuthReply = { status: "success" };
    return accepted;
  });

  registerContract(app, ctx, AssistantWelcomeContract, async ({ session }) => ({
    ShowWelcome: await isWelcomeDue(ctx.db, ownerOf(session)),
  }));

  registerContract(app, ctx, AssistantWelcomeShownContract, async ({ session }) => {
    await markWelcomeShown(ctx.db, ownerOf(session), new Date());
    return { ShowWelcome: false };
  });

  registerContract(app, ctx, AssistantChatHistoryContract, async ({ body, session }) => {
    const reply: ChatHistoryReply = {
      chats: await listChats(ctx.db, ownerOf(session), body.limit),
    };
    return reply;
  });

  registerContract(app, ctx, AssistantChatDetailsContract, async ({ query, session }) =>
    readChatDetails(ctx.db, ownerOf(session), query.chat_id),
  );

  registerContract(app, ctx, AssistantFeedbackContract, async ({ body, session }) => {
    await keepFeedback(ctx.db, ownerOf(session), {
      chatId: body.chat_id,
      positive: body.isPositiveResponse,
      reason: body.feedback,
      comment: body.comment,
      model: body.model || ctx.config.assistant.model,
      platform: body.platform,
      at: ctx.now(),
    });
    return { StatusCode: ResultCode.Success };
  });

  // The header popup's answers are not kept: it has no history to show them in.
  registerContract(app, ctx, PopupAskContract, async ({ body, session }) => {
    const library = await helpLibrary(ctx.config.assistant.helpDir);
    const html = safeChunk((await answerForAsker(ctx, library, session, body.question)).html);
    const reply: PopupAskReply = { answer: html.trim() === "" ? ASSISTANT_TEXT.popupNoData : html };
    return reply;
  });
};
