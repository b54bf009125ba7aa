import type {
  SsoAuthenticateRequest,
  SsoIdentity,
  SsoSessionEndReply,
  SsoSessionReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { getAccount } from "../auth/auth.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { checkSessionToken, type TokenCheck } from "../help/help.service.ts";
import type { SsoSessionStore } from "./sso-sessions.ts";

export type SsoOutcome = { ok: true; reply: SsoSessionReply } | Extract<TokenCheck, { ok: false }>;

/** The identity of the signed-in employee, from the database (never from the request). */
const sessionIdentity = async (ctx: AppContext, session: ActiveSession): Promise<SsoIdentity> => {
  const account = await getAccount(ctx, session.orgId, session.employeeId);
  return {
    name: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    role: account.roleName,
    organization: account.orgName,
    advancedUser: account.isAdvancedUser,
  };
};

const open = (store: SsoSessionStore, session: ActiveSession, identity: SsoIdentity): SsoSessionReply => {
  const opened = store.open(session.sessionId, identity, session.expiresAt);
  return { status: "success", identity, expiresAt: opened.expiresAt.toISOString() };
};

/** Opens the single-sign-on session with the session's identity (the helpdesk button). */
export const triggerSso = async (
  ctx: AppContext,
  store: SsoSessionStore,
  session: ActiveSession,
  token: string | undefined,
): Promise<SsoOutcome> => {
  const check = await checkSessionToken(ctx, session, token);
  if (!check.ok) return check;
  return { ok: true, reply: open(store, session, await sessionIdentity(ctx, session)) };
};

/**
 * The spec's authenticate call: the token must be the caller's and the e-mail the caller's own (403
 * otherwise). The session keeps the server's identity; the other fields are checked for shape only.
 */
export const authenticateSso = async (
  ctx: AppContext,
  store: SsoSessionStore,
  session: ActiveSession,
  body: SsoAuthenticateRequest,
): Promise<SsoOutcome> => {
  const check = await checkSessionToken(ctx, session, body.token);
  if (!check.ok) return check;
  const identity = await sessionIdentity(ctx, session);
  if (identity.email.toLowerCase() !== body.email.toLowerCase())
    throw new AppError("FORBIDDEN", { message: "email is not the signed-in user's" });
  return { ok: true, reply: open(store, session, identity) };
};

export const endSso = (store: SsoSessionStore, session: ActiveSession): SsoSessionEndReply => ({
  status: "success",
  ended: store.end(session.sessionId),
});
