import type { FastifyReply, FastifyRequest } from "fastify";
import type { Access } from "@fieldstead/domain";
import { AppError } from "../lib/errors.ts";
import type { AppContext } from "../context.ts";
import type { ActiveSession } from "../modules/auth/session-store.ts";

export const SESSION_COOKIE = "fieldstead_session";
export const XHR_HEADER = "x-requested-with";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    authVia: "cookie" | "bearer" | null;
  }
}

const readToken = (request: FastifyRequest): { token: string; via: "cookie" | "bearer" } | null => {
  const header = request.headers.authorization;
  if (typeof header === "string" && /^bearer\s+/i.test(header)) {
    const token = header.replace(/^bearer\s+/i, "").trim();
    if (token) return { token, via: "bearer" };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : null;
};

/** Resolves the request's session from its token, or null. Never throws for a bad token. */
export const resolveSession = async (
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ActiveSession | null> => {
  const found = readToken(request);
  if (!found) return null;
  const claims = await ctx.tokens.verify(found.token);
  if (!claims) return null;
  const session = await ctx.sessions.get(claims.sid);
  if (!session || String(session.employeeId) !== claims.sub || session.orgId !== claims.org) return null;
  request.authVia = found.via;
  return session;
};

/**
 * The guard every route runs before its body is read: session first (401), then the cookie-borne CSRF
 * marker (403), then the role's permission for the route's module (403).
 */
export const createGuard =
  (ctx: AppContext, access: Access) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    request.session = null;
    request.authVia = null;
    const session = await resolveSession(ctx, request);
    if (access.kind === "public") {
      request.session = session;
      return;
    }
    if (!session) throw new AppError("NOT_AUTHENTICATED");
    if (request.authVia === "cookie" && !SAFE_METHODS.has(request.method)) {
      const marker = request.headers[XHR_HEADER];
      if (typeof marker !== "string" || marker.toLowerCase() !== "xmlhttprequest")
        throw new AppError("CSRF_HEADER_MISSING");
    }
    if (!(await ctx.permissions.roleAllows(session.orgId, session.roleId, access)))
      throw new AppError("FORBIDDEN");
    request.session = session;
  };

/** The session of a guarded route (the guard has already refused a request without one). */
export const requireSession = (request: FastifyRequest): ActiveSession => {
  if (!request.session) throw new AppError("NOT_AUTHENTICATED");
  return request.session;
};
