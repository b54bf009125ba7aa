import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  GetClientRegisteredDbCleanContract,
  GetClientRegisteredDbContract,
  GetSingleSignOnContract,
  LoginWithEntraIdContract,
  SSO_CALLBACK_PATH,
  SSO_LOGIN_LIFETIME_MS,
  SSO_MESSAGES,
  SaveSingleSignOnContract,
  SsoCallbackContract,
  SsoStartContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import { registerContract } from "../../../lib/routes.ts";
import { isSecureCookie } from "../../../plugins/auth.ts";
import { setSessionCookies } from "../../auth/auth.routes.ts";
import { clientRegisteredDb, signInMethods } from "./sign-in-methods.service.ts";
import { getSingleSignOnSettings, saveSingleSignOnSettings } from "./single-sign-on-settings.service.ts";
import { loginWithEntraId } from "./sso-login.service.ts";
import { finishSsoCallback, ssoFailure, startSsoSignIn, type SsoRedirect } from "./sso-redirect.service.ts";
import { createMemoryCounter } from "../../auth/login-limiter.ts";

/**
 * The state of a redirect sign-in in the browser that started it: HttpOnly, and SameSite=Lax so the provider's
 * redirect back (a top-level GET) carries it while no other site's request does.
 */
export const SSO_STATE_COOKIE = "fieldstead_sso_state";

const redirectUriOf = (ctx: AppContext, request: FastifyRequest): string =>
  `${publicOrigin(ctx.config, request)}${SSO_CALLBACK_PATH}`;

const clearStateCookie = (reply: FastifyReply) => reply.clearCookie(SSO_STATE_COOKIE, { path: "/api" });

const redirect = (ctx: AppContext, request: FastifyRequest, reply: FastifyReply, to: SsoRedirect) => {
  if (to.state)
    reply.setCookie(SSO_STATE_COOKIE, to.state, {
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureCookie(ctx, request),
      path: "/api",
      maxAge: SSO_LOGIN_LIFETIME_MS / 1000,
    });
  else if (to.isFailure) clearStateCookie(reply);
  // The address carries a one-time token: no cache may keep it.
  return reply.header("cache-control", "no-store").redirect(to.location, 302);
};

/** Sign-ins one client address may start in 10 minutes (each keeps a row until it ends), counted per process. */
export const SSO_STARTS_PER_ADDRESS = 300;

/** Registers the single-sign-on calls: the settings, the sign-in methods of a domain and the redirect sign-in. */
export const singleSignOnRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const starts = createMemoryCounter(SSO_LOGIN_LIFETIME_MS, () => ctx.now().getTime());

  registerContract(app, ctx, GetSingleSignOnContract, async ({ session, request }) =>
    getSingleSignOnSettings(ctx, session.orgId, redirectUriOf(ctx, request)),
  );

  registerContract(app, ctx, SaveSingleSignOnContract, async ({ session, body, request }) =>
    saveSingleSignOnSettings(ctx, session.orgId, body, redirectUriOf(ctx, request)),
  );

  registerContract(app, ctx, GetClientRegisteredDbCleanContract, async ({ query }) =>
    signInMethods(ctx, query.email),
  );

  registerContract(app, ctx, GetClientRegisteredDbContract, async ({ query }) =>
    clientRegisteredDb(ctx, query.email),
  );

  registerContract(app, ctx, SsoStartContract, async ({ query, request, reply }) => {
    const attempt = await starts.take([{ key: `sso-start:${request.ip}`, limit: SSO_STARTS_PER_ADDRESS }]);
    const to = attempt.isAllowed
      ? await startSsoSignIn(ctx, { email: query.email, redirectUri: redirectUriOf(ctx, request) })
      : ssoFailure(SSO_MESSAGES.tooMany);
    return redirect(ctx, request, reply, to);
  });

  registerContract(app, ctx, SsoCallbackContract, async ({ query, request, reply }) => {
    const at = request.url.indexOf("?");
    const to = await finishSsoCallback(ctx, {
      query,
      rawQuery: at < 0 ? "" : request.url.slice(at + 1),
      cookieState: request.cookies[SSO_STATE_COOKIE],
      redirectUri: redirectUriOf(ctx, request),
    });
    return redirect(ctx, request, reply, to);
  });

  registerContract(app, ctx, LoginWithEntraIdContract, async ({ body, request, reply }) => {
    const outcome = await loginWithEntraId(ctx, body, {
      cookieState: request.cookies[SSO_STATE_COOKIE],
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    // The state's work is done, whatever the answer: the token worked once at most.
    clearStateCookie(reply);
    if (outcome.session) setSessionCookies(ctx, request, reply, outcome.session);
    return outcome.reply;
  });
};
