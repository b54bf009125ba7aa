import type { FastifyInstance } from "fastify";
import { HelpHandoffContract, type HelpHandoffReply } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { checkSessionToken, handoffRefusal } from "./help.service.ts";

export const helpRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, HelpHandoffContract, async ({ body, session, reply }) => {
    const check = await checkSessionToken(ctx, session, body.token);
    if (!check.ok) return reply.code(401).send(handoffRefusal(check.detail));
    const answer: HelpHandoffReply = { status: "success" };
    return answer;
  });
};
