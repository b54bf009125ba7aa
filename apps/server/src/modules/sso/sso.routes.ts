import type { FastifyInstance } from "fastify";
import { SsoAuthenticateContract, SsoSessionDeleteContract, SsoTriggerContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { handoffRefusal } from "../help/help.service.ts";
import { SsoSessionStore } from "./sso-sessions.ts";
import { authenticateSso, endSso, triggerSso } from "./sso.service.ts";

export const ssoRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const store = new SsoSessionStore(ctx.now);
  ctx.bus.subscribe("sessions-revoked", ({ sessionIds }) => store.forget(sessionIds));

  registerContract(app, ctx, SsoTriggerContract, async ({ body, session, reply }) => {
    const outcome = await triggerSso(ctx, store, session, body.token);
    return outcome.ok ? outcome.reply : reply.code(401).send(handoffRefusal(outcome.detail));
  });
  registerContract(app, ctx, SsoAuthenticateContract, async ({ body, session, reply }) => {
    const outcome = await authenticateSso(ctx, store, session, body);
    return outcome.ok ? outcome.reply : reply.code(401).send(handoffRefusal(outcome.detail));
  });
  registerContract(app, ctx, SsoSessionDeleteContract, async ({ session }) => endSso(store, session));
};
