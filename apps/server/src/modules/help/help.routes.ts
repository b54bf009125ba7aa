import type { FastifyInstance } from "fastify";
import { HelpHandoffContract, type HelpHandoffReply } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { checkSessionToken, handoffRefusal } from "./help.service.ts";

export const helpRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, HelpHandoffContract, async ({ body, request, reply }) => {
    const check = await checkSessionToken(ctx, requireSession(request), body.token);
    if (!check.ok) return reply.code(401).send(handoffRefusal(check.detail));
    const answer: HelpHandoffReply = { status: "success" };
    return answer;
  });
};
