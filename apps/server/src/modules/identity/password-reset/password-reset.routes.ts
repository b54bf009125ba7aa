import type { FastifyInstance } from "fastify";
import {
  ChangePasswordWithEmailLinkContract,
  DecipherResetTokenContract,
  RESET_LINK_REQUESTED_MESSAGE,
  RESET_LINK_TOO_MANY_MESSAGE,
  ResetPasswordContract,
  ResultCode,
  ValidateResetPasswordLinkContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import { registerContract } from "../../../lib/routes.ts";
import { createResetRequestCounter, resetRequestBuckets } from "./password-reset-limiter.ts";
import { decipherResetToken, resetPassword, validateResetLink } from "./password-reset-link.service.ts";
import { passwordResetRequestsIdle, requestPasswordResetLink } from "./password-reset.service.ts";

/** Registers the password-reset calls: asking for a link, checking it, and setting the new password. */
export const passwordResetRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const requests = await createResetRequestCounter(ctx);
  app.addHook("onClose", async () => {
    await passwordResetRequestsIdle(ctx);
    await requests.close();
  });

  registerContract(app, ctx, ChangePasswordWithEmailLinkContract, async ({ body, request }) => {
    // Counted by the e-mail as typed, whether an account has it or not: the refusal tells nothing either.
    const attempt = await requests.take(resetRequestBuckets(body.Email, request.ip));
    if (!attempt.isAllowed)
      throw new AppError("TOO_MANY_ATTEMPTS", {
        message: RESET_LINK_TOO_MANY_MESSAGE,
        headers: { "retry-after": String(attempt.retryAfterSeconds) },
      });
    requestPasswordResetLink(ctx, body.Email, publicOrigin(ctx.config, request));
    return { StatusCode: ResultCode.Success, StatusMessage: RESET_LINK_REQUESTED_MESSAGE };
  });

  registerContract(app, ctx, ValidateResetPasswordLinkContract, async ({ query }) =>
    validateResetLink(ctx, query.token),
  );

  registerContract(app, ctx, DecipherResetTokenContract, async ({ query }) =>
    decipherResetToken(ctx, query.incomingToken),
  );

  registerContract(app, ctx, ResetPasswordContract, async ({ body }) => resetPassword(ctx, body));
};
