import type { FastifyInstance } from "fastify";
import {
  ConfirmAuthenticatorContract,
  GetSecondStepContract,
  GetSignInSecurityContract,
  RemoveAuthenticatorContract,
  RemoveUserAuthenticatorContract,
  ResendOneTimePasswordContract,
  SetSecondStepContract,
  StartAuthenticatorSetupContract,
  VerifyOneTimePasswordContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { setSessionCookies } from "../../auth/auth.routes.ts";
import { KNOWN_DEVICE_COOKIE } from "../../auth/sign-in-attempts.ts";
import {
  confirmAuthenticator,
  removeAuthenticator,
  removeUserAuthenticator,
  signInSecurity,
  startAuthenticatorSetup,
} from "./authenticator.service.ts";
import { verifyOneTimePassword } from "./second-step-verify.service.ts";
import { getSecondStepSetting, resendOneTimePassword, setSecondStepSetting } from "./second-step.service.ts";

/**
 * The second step at sign-in: the organisation's setting, the code that finishes a sign-in (the challenge
 * itself is started by POST Login), and the caller's own authenticator app.
 */
export const secondStepRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetSecondStepContract, async ({ session }) =>
    getSecondStepSetting(ctx, session),
  );
  registerContract(app, ctx, SetSecondStepContract, async ({ body, session }) =>
    setSecondStepSetting(ctx, session, body),
  );

  registerContract(app, ctx, VerifyOneTimePasswordContract, async ({ body, request, reply }) => {
    const { session, recoveryCodesLeft } = await verifyOneTimePassword(ctx, body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      knownDeviceToken: request.cookies[KNOWN_DEVICE_COOKIE] ?? null,
    });
    setSessionCookies(ctx, request, reply, session);
    return { ...session.record, RecoveryCodesLeft: recoveryCodesLeft };
  });
  registerContract(app, ctx, ResendOneTimePasswordContract, async ({ body }) =>
    resendOneTimePassword(ctx, body),
  );

  registerContract(app, ctx, GetSignInSecurityContract, async ({ session }) => signInSecurity(ctx, session));
  registerContract(app, ctx, StartAuthenticatorSetupContract, async ({ session }) =>
    startAuthenticatorSetup(ctx, session),
  );
  registerContract(app, ctx, ConfirmAuthenticatorContract, async ({ body, session }) =>
    confirmAuthenticator(ctx, session, body),
  );
  registerContract(app, ctx, RemoveAuthenticatorContract, async ({ body, session }) =>
    removeAuthenticator(ctx, session, body),
  );
  registerContract(app, ctx, RemoveUserAuthenticatorContract, async ({ body, session }) =>
    removeUserAuthenticator(ctx, session, body),
  );
};
