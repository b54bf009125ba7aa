import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { assistantAskRoutes } from "./assistant-ask.routes.ts";
import { assistantChatsRoutes } from "./assistant-chats.routes.ts";
import { assistantHelpArticlesRoutes } from "./assistant-help-articles.routes.ts";

/** The front door of the assistant module: the in-app assistant: questions, chats and the articles it answers from. `app.ts` registers it. */
export const assistantModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await assistantAskRoutes(app, ctx);
  await assistantChatsRoutes(app, ctx);
  await assistantHelpArticlesRoutes(app, ctx);
};
