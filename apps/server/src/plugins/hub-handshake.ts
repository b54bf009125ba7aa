import type { IncomingMessage } from "node:http";
import type { AppContext } from "../context.ts";
import { SESSION_COOKIE } from "./auth.ts";
import type { ActiveSession } from "./session-store.ts";

/** Why a hub connection was refused: the text the client's connect_error carries. */
export const HUB_REFUSALS = {
  noToken: "Not signed in: no session token",
  badToken: "Not signed in: the session token is not valid",
  sessionEnded: "Not signed in: the session has ended",
  foreignOrigin: "The page's origin is not allowed to connect",
} as const;

const hostOf = (address: string): string | null => {
  try {
    return new URL(address).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * A browser always names the page's origin: it must be the portal itself (the host the request was sent to)
 * or its public address. A request without Origin comes from a program, not a page, and is judged by its
 * token alone.
 */
export const isAllowedOrigin = (request: IncomingMessage, publicUrl: string | undefined): boolean => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const from = hostOf(origin);
  if (!from) return false;
  const host = request.headers.host?.toLowerCase();
  if (host && from === host) return true;
  return publicUrl !== undefined && from === hostOf(publicUrl);
};

type Handshake = { auth: Record<string, unknown>; headers: IncomingMessage["headers"] };

/** The session token: the client's auth.token first, then an Authorization bearer, then the session cookie. */
export const handshakeToken = (
  handshake: Handshake,
  parseCookie: (header: string) => Record<string, string | undefined>,
): string | null => {
  const fromAuth = handshake.auth.token;
  if (typeof fromAuth === "string" && fromAuth.trim()) return fromAuth.trim();
  const header = handshake.headers.authorization;
  if (typeof header === "string" && /^bearer\s+/i.test(header)) {
    const token = header.replace(/^bearer\s+/i, "").trim();
    if (token) return token;
  }
  const cookies = handshake.headers.cookie;
  return (cookies && parseCookie(cookies)[SESSION_COOKIE]) || null;
};

/** The same checks as every API call: a token signed by this portal, for a live session of that user. */
export const authenticateHandshake = async (
  ctx: AppContext,
  token: string | null,
): Promise<ActiveSession> => {
  if (!token) throw new Error(HUB_REFUSALS.noToken);
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw new Error(HUB_REFUSALS.badToken);
  const session = await ctx.sessions.get(claims.sid);
  if (!session || String(session.employeeId) !== claims.sub || session.orgId !== claims.org)
    throw new Error(HUB_REFUSALS.sessionEnded);
  return session;
};
