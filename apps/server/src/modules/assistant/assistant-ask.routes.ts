import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { AssistantAskContract, ASSISTANT_TEXT, type AssistantAsk } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { answerStream } from "./assistant-answer.ts";
import { answerForAsker, type AskerSession } from "./assistant-asker.ts";
import { helpLibrary, type HelpLibrary } from "./assistant-engine.ts";
import { checkAsk, keepTurn, type ChatOwner } from "./assistant-store.ts";

const followUpContext = (body: AssistantAsk) =>
  body.is_follow_up && body.history_context
    ? { title: body.history_context.title, turns: body.history_context.turns }
    : null;

/**
 * Streams the answer into `out` and keeps the turn once it is whole, even when the reader has gone away
 * (a reader that left simply stops receiving).
 */
const streamAndKeep = async (
  ctx: AppContext,
  library: HelpLibrary,
  owner: ChatOwner & AskerSession,
  body: AssistantAsk,
  out: PassThrough,
) => {
  const send = (chunk: string) => {
    if (!out.destroyed && !out.writableEnded) out.write(chunk);
  };
  let html = "";
  try {
    const answer = await answerForAsker(ctx, library, owner, body.question, followUpContext(body));
    for await (const chunk of answerStream(answer, ctx.config.assistant, body.question)) {
      html += chunk;
      send(chunk);
      // Each chunk leaves on its own before the next is written.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await keepTurn(ctx.db, owner, {
      chatId: body.chat_id,
      question: body.question,
      html,
      regenerate: body.is_regeneration,
      at: ctx.now(),
    });
  } catch (error) {
    ctx.logger.error({ err: error, chatId: body.chat_id }, "assistant answer failed");
    send(`<p>${ASSISTANT_TEXT.answerError}</p>`);
  } finally {
    if (!out.destroyed) out.end();
  }
};

export const assistantAskRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  // The articles are read at start so the first question is answered at once.
  helpLibrary(ctx.config.assistant.helpDir).catch((error: unknown) =>
    ctx.logger.warn({ err: error }, "help articles could not be read"),
  );

  registerContract(app, ctx, AssistantAskContract, async ({ body, session, reply }) => {
    const owner = { orgId: session.orgId, employeeId: session.employeeId, roleId: session.roleId };
    await checkAsk(ctx.db, body.chat_id, owner, body.is_regeneration);
    const library = await helpLibrary(ctx.config.assistant.helpDir);
    const out = new PassThrough();
    out.on("error", () => undefined);
    void streamAndKeep(ctx, library, owner, body, out);
    return reply.header("content-type", "text/html; charset=utf-8").send(out);
  });
};
