import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  SSO_FINISH_PAGE,
  SSO_LOGIN_LIFETIME_MS,
  SSO_MESSAGES,
  SSO_VALIDATION_TOKEN_LIFETIME_MS,
  domainNotAllowedMessage,
  emailDomainOf,
  namesFromClaims,
  providerRefusedMessage,
  verifiedEmailOf,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import {
  claimSsoLogin,
  deleteSsoLoginsExpiredBefore,
  findConnection,
  findEnabledConnectionByDomain,
  findSsoLogin,
  insertSsoLogin,
  listRoles,
  setVerifiedEmail,
  type SsoConnectionRow,
} from "./single-sign-on.repository.ts";
import { findPersonByEmail, insertSignedOnPerson } from "./single-sign-on-people.repository.ts";
import { authorizationUrl, exchangeCode, newSignInSecrets, providerConfiguration } from "./sso-provider.ts";

/** An ended sign-in is kept an hour (a late return reads as expired, not as unknown), then removed. */
const KEEP_ENDED_MS = 60 * 60 * 1000;

/** Where the browser goes next; `state` is set when a sign-in started (its cookie). */
export type SsoRedirect = { location: string; state?: string; isFailure: boolean };

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The finishing page with the reason a sign-in did not go through. */
export const ssoFailure = (message: string): SsoRedirect => ({
  location: `${SSO_FINISH_PAGE}?${new URLSearchParams({ error: message })}`,
  isFailure: true,
});

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The connection with its client secret readable, or null (a key changed since it was saved). */
const providerOf = async (ctx: AppContext, c: SsoConnectionRow) => {
  const clientSecret = await ctx.encryption.decrypt(c.clientSecretEncrypted);
  return clientSecret === null
    ? null
    : { kind: c.kind, issuerUrl: c.issuerUrl, clientId: c.clientId, clientSecret };
};

/**
 * GET Login/SsoStart: a sign-in at the provider of the e-mail's domain — state, nonce and PKCE verifier kept
 * for 10 minutes — or the finishing page with the reason it cannot start.
 */
export const startSsoSignIn = async (
  ctx: AppContext,
  { email, redirectUri }: { email: string; redirectUri: string },
): Promise<SsoRedirect> => {
  const connection = await findEnabledConnectionByDomain(ctx.db, emailDomainOf(email));
  if (!connection) return ssoFailure(SSO_MESSAGES.notSetUp);
  const provider = await providerOf(ctx, connection);
  if (!provider) return ssoFailure(SSO_MESSAGES.needsSecret);
  let config;
  try {
    config = await providerConfiguration(provider);
  } catch (err) {
    ctx.logger.warn({ orgId: connection.orgId, reason: (err as Error).message }, "sso discovery failed");
    return ssoFailure(SSO_MESSAGES.unreachable);
  }
  const now = ctx.now();
  const secrets = newSignInSecrets();
  await deleteSsoLoginsExpiredBefore(ctx.db, new Date(now.getTime() - KEEP_ENDED_MS));
  await insertSsoLogin(ctx.db, {
    ...secrets,
    orgId: connection.orgId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_LOGIN_LIFETIME_MS),
  });
  const url = await authorizationUrl(config, connection.kind, { ...secrets, redirectUri, loginHint: email });
  return { location: url.href, state: secrets.state, isFailure: false };
};

/** Just-in-time creation: an unknown address of an allowed domain becomes a person with the default role. */
const createPersonIfWanted = async (
  ctx: AppContext,
  connection: SsoConnectionRow,
  email: string,
  claims: Record<string, unknown>,
): Promise<void> => {
  if (connection.jitRoleId === null || (await findPersonByEmail(ctx.db, email))) return;
  const role = (await listRoles(ctx.db, connection.orgId)).find((r) => r.id === connection.jitRoleId);
  if (!role?.enabled) return;
  await insertSignedOnPerson(ctx.db, {
    orgId: connection.orgId,
    roleId: role.id,
    email,
    ...namesFromClaims(claims, email),
    at: ctx.now(),
  });
};

export type SsoCallbackInput = {
  query: { code?: string; state?: string; error?: string; error_description?: string };
  /** The callback's query string as the provider sent it (checked whole: iss, state, code). */
  rawQuery: string;
  cookieState: string | undefined;
  redirectUri: string;
};

/**
 * GET Login/SsoCallback: checks the state against the cookie and the kept sign-in, exchanges the code, takes
 * the verified e-mail of an allowed domain, and hands the browser a one-time ValidationToken for it.
 */
export const finishSsoCallback = async (ctx: AppContext, input: SsoCallbackInput): Promise<SsoRedirect> => {
  const { state } = input.query;
  if (!state || !input.cookieState || !sameText(state, input.cookieState))
    return ssoFailure(SSO_MESSAGES.notVerified);
  const now = ctx.now();
  const login = await findSsoLogin(ctx.db, state);
  if (!login) return ssoFailure(SSO_MESSAGES.notVerified);
  if (login.validationTokenHash !== null) return ssoFailure(SSO_MESSAGES.alreadyUsed);
  const token = randomBytes(32).toString("base64url");
  const claimed = await claimSsoLogin(ctx.db, state, sha256(token), now);
  if (!claimed) return ssoFailure(login.expiresAt <= now ? SSO_MESSAGES.expired : SSO_MESSAGES.alreadyUsed);
  if (input.query.error)
    return ssoFailure(providerRefusedMessage(input.query.error_description || input.query.error));

  const connection = await findConnection(ctx.db, claimed.orgId);
  if (!connection?.enabled) return ssoFailure(SSO_MESSAGES.turnedOff);
  const provider = await providerOf(ctx, connection);
  if (!provider) return ssoFailure(SSO_MESSAGES.needsSecret);
  let claims: Record<string, unknown>;
  try {
    const config = await providerConfiguration(provider);
    claims = await exchangeCode(config, new URL(`${input.redirectUri}?${input.rawQuery}`), {
      state,
      nonce: claimed.nonce,
      codeVerifier: claimed.codeVerifier,
    });
  } catch (err) {
    const { name, code, error } = err as { name?: string; code?: string; error?: string };
    ctx.logger.warn({ orgId: claimed.orgId, name, code, error }, "sso code exchange failed");
    return ssoFailure(SSO_MESSAGES.codeRefused);
  }
  const verified = verifiedEmailOf({ kind: connection.kind, claims });
  if (!verified.ok) return ssoFailure(verified.message);
  if (!connection.allowedDomains.includes(emailDomainOf(verified.email)))
    return ssoFailure(domainNotAllowedMessage(verified.email));
  await createPersonIfWanted(ctx, connection, verified.email, claims);
  await setVerifiedEmail(
    ctx.db,
    state,
    verified.email,
    new Date(now.getTime() + SSO_VALIDATION_TOKEN_LIFETIME_MS),
  );
  return {
    location: `${SSO_FINISH_PAGE}?${new URLSearchParams({ email: verified.email, token })}`,
    isFailure: false,
  };
};
