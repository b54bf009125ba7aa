import type { FastifyInstance } from "fastify";
import {
  ActivateEmployeeContract,
  GetActivationContract,
  ImportUsersContract,
  InviteEmployeeContract,
  ResendInvitationContract,
  SendPasswordResetLinkContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import { registerContract } from "../../../lib/routes.ts";
import { setSessionCookies } from "../../auth/auth.routes.ts";
import { activateEmployee, getActivation } from "./activation.service.ts";
import { importInvitations } from "./invitation-import.service.ts";
import { invitePerson, resendInvitation, sendResetLinkTo } from "./invitations.service.ts";

/** Registers the invitations calls: invite one or many, resend, a reset link, and the activation. */
export const invitationsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, InviteEmployeeContract, async ({ body, session, request }) =>
    invitePerson(ctx, { session, origin: publicOrigin(ctx.config, request) }, body),
  );
  registerContract(app, ctx, ImportUsersContract, async ({ session, request }) =>
    importInvitations(ctx, { session, origin: publicOrigin(ctx.config, request) }, request),
  );
  registerContract(app, ctx, ResendInvitationContract, async ({ body, session, request }) =>
    resendInvitation(ctx, { session, origin: publicOrigin(ctx.config, request) }, body.EmployeeId),
  );
  registerContract(app, ctx, SendPasswordResetLinkContract, async ({ body, session, request }) =>
    sendResetLinkTo(ctx, { session, origin: publicOrigin(ctx.config, request) }, body.EmployeeId),
  );
  registerContract(app, ctx, GetActivationContract, async ({ query }) => getActivation(ctx, query.token));
  registerContract(app, ctx, ActivateEmployeeContract, async ({ body, request, reply }) => {
    const result = await activateEmployee(ctx, body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    setSessionCookies(ctx, request, reply, result);
    return result.record;
  });
};
