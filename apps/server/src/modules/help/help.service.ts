import { ResultCode } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";

export type TokenCheck = { ok: true } | { ok: false; detail: string };

/**
 * A hand-off token must be the caller's own: a valid token of this very session (same session id,
 * employee and organisation). Another session's token, even the same person's, is refused. Without a token
 * (a browser, whose session is in its HttpOnly cookie) the session the call was made with is handed off.
 */
export const checkSessionToken = async (
  ctx: AppContext,
  session: ActiveSession,
  token: string | undefined,
): Promise<TokenCheck> => {
  if (token === undefined) return { ok: true };
  const claims = await ctx.tokens.verify(token);
  if (!claims) return { ok: false, detail: "The token is not valid or has expired." };
  const isSameSession =
    claims.sid === session.sessionId &&
    claims.sub === String(session.employeeId) &&
    claims.org === session.orgId;
  return isSameSession ? { ok: true } : { ok: false, detail: "The token does not belong to this session." };
};

/** A refused hand-off: 401 with the spec's detail, plus the usual StatusMessage for the HTTP client. */
export const handoffRefusal = (detail: string) => ({
  status: "error" as const,
  detail,
  StatusCode: ResultCode.NotAuthenticated,
  StatusMessage: detail,
});
