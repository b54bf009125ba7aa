import type { FastifyInstance } from "fastify";
import { SsoAuthenticateContract, SsoSessionDeleteContract, SsoTriggerContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { handoffRefusal } from "../help/help.service.ts";
import { SsoSessionStore } from "./sso-sessions.ts";
import { authenticateSso, endSso, triggerSso } from "./sso.service.ts";

export const ssoRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const store = new SsoSessionStore(ctx.now);
  ctx.bus.subscribe("sessions-revoked", ({ sessionIds }) => store.forget(sessionIds));

  registerContract(app, ctx, SsoTriggerContract, async ({ body, request, reply }) => {
    const outcome = await triggerSso(ctx, store, requireSession(request), body.token);
    return outcome.ok ? outcome.reply : reply.code(401).send(handoffRefusal(outcome.detail));
  });
  registerContract(app, ctx, SsoAuthenticateContract, async ({ body, request, reply }) => {
    const outcome = await authenticateSso(ctx, store, requireSession(request), body);
    return outcome.ok ? outcome.reply : reply.code(401).send(handoffRefusal(outcome.detail));
  });
  registerContract(app, ctx, SsoSessionDeleteContract, async ({ request }) =>
    endSso(store, requireSession(request)),
  );
};
