import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LoginContract, LogoutContract, LogoutPostContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { registerContract } from "../../lib/routes.ts";
import { SESSION_COOKIE, isSecureCookie, requireCsrfMarker } from "../../plugins/auth.ts";
import { startSecondStep } from "../identity/second-step/second-step.service.ts";
import { checkCredentials, logout, openSession, type LoginResult } from "./auth.service.ts";
import { KNOWN_DEVICE_COOKIE } from "./sign-in-attempts.ts";

const endSession = async (ctx: AppContext, request: FastifyRequest, reply: FastifyReply) => {
  try {
    await logout(ctx, request.session?.sessionId);
  } catch (err) {
    // Logging out goes on even when ending the server-side session fails.
    request.log.warn({ err }, "logout could not end the session");
  }
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  return { StatusCode: 0, StatusMessage: "Logged out" };
};

/** Sets the session cookie and the known-device cookie of a session just opened. */
export const setSessionCookies = (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  result: LoginResult,
): void => {
  reply.setCookie(SESSION_COOKIE, result.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(ctx, request),
    path: "/",
    expires: result.expiresAt,
  });
  // Outlives the session and logout: the owner signs in from this browser while guesses elsewhere are refused.
  reply.setCookie(KNOWN_DEVICE_COOKIE, result.device.token, {
    httpOnly: true,
    sameSite: "strict",
    secure: isSecureCookie(ctx, request),
    path: "/api",
    expires: result.device.expiresAt,
  });
};

export const authRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, LoginContract, async ({ body, request, reply }) => {
    const client = {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      knownDeviceToken: request.cookies[KNOWN_DEVICE_COOKIE] ?? null,
    };
    const { account, knownDevice } = await checkCredentials(ctx, body, client);
    // A right password whose sign-in needs a code answers the challenge: no session, no cookie yet.
    const challenge = await startSecondStep(ctx, account);
    if (challenge) return challenge;
    const result = await openSession(ctx, account, { ...client, knownDevice });
    setSessionCookies(ctx, request, reply, result);
    return result.record;
  });

  // A GET carrying only the cookie may be another site's link or image: it neither ends the session nor
  // clears the cookie.
  registerContract(app, ctx, LogoutContract, async ({ request, reply }) => {
    if (request.authVia === "cookie")
      throw new AppError("FORBIDDEN", {
        message:
          "A session held in the cookie is ended by POST /api/Login/Logout with X-Requested-With: XMLHttpRequest.",
      });
    return endSession(ctx, request, reply);
  });

  registerContract(app, ctx, LogoutPostContract, async ({ request, reply }) => {
    requireCsrfMarker(request);
    return endSession(ctx, request, reply);
  });
};
