import type { FastifyInstance } from "fastify";
import { LoginContract, LogoutContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { login, logout } from "./auth.service.ts";

export const authRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, LoginContract, async ({ body, request, reply }) => {
    const result = await login(ctx, body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    reply.setCookie(SESSION_COOKIE, result.token, {
      httpOnly: true,
      sameSite: "lax",
      secure: ctx.config.cookieSecure,
      path: "/",
      expires: result.expiresAt,
    });
    return result.record;
  });

  registerContract(app, ctx, LogoutContract, async ({ request, reply }) => {
    try {
      await logout(ctx, request.session?.sessionId);
    } catch (err) {
      // Logging out goes on even when ending the server-side session fails.
      request.log.warn({ err }, "logout could not end the session");
    }
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { StatusCode: 0, StatusMessage: "Logged out" };
  });
};
