import { createHash } from "node:crypto";
import * as oidc from "openid-client";
import { ssoScopes, type SsoProviderKindValue } from "@fieldstead/domain";

/** What the portal needs to talk to a provider. */
export type ProviderConnection = {
  kind: SsoProviderKindValue;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
};

/** Single-sign-on calls give up after 10 s (portal-shell §9), the provider's included. */
const PROVIDER_TIMEOUT_S = 10;
/** A provider's discovery document is read again after 10 minutes (its keys and endpoints may move). */
const DISCOVERY_CACHE_MS = 10 * 60 * 1000;
const discovered = new Map<string, { readAt: number; config: Promise<oidc.Configuration> }>();

const isLoopbackHttp = (issuerUrl: string): boolean => {
  const url = new URL(issuerUrl);
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
};

const cacheKey = (c: ProviderConnection): string =>
  createHash("sha256").update(`${c.issuerUrl}\n${c.clientId}\n${c.clientSecret}`).digest("hex");

const discover = (c: ProviderConnection): Promise<oidc.Configuration> =>
  oidc.discovery(new URL(c.issuerUrl), c.clientId, c.clientSecret, undefined, {
    // Plain http only reaches a provider on this machine (checkIssuerUrl refuses any other).
    execute: isLoopbackHttp(c.issuerUrl) ? [oidc.allowInsecureRequests] : [],
    timeout: PROVIDER_TIMEOUT_S,
  });

/** The provider's configuration from its discovery document, read at most every 10 minutes (`fresh`: now). */
export const providerConfiguration = (
  c: ProviderConnection,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<oidc.Configuration> => {
  const key = cacheKey(c);
  const known = discovered.get(key);
  if (!fresh && known && Date.now() - known.readAt < DISCOVERY_CACHE_MS) return known.config;
  const config = discover(c);
  discovered.set(key, { readAt: Date.now(), config });
  // A failed read is not kept: the next sign-in tries again.
  config.catch(() => discovered.delete(key));
  return config;
};

/** Why a discovery document could not be read, in words an administrator can act on. */
export const discoveryFailureReason = (err: unknown): string => {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  if (code === "ECONNREFUSED") return "the server refused the connection";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the server's name could not be found";
  if (err instanceof Error && /timeout|aborted/i.test(`${err.name} ${err.message}`))
    return "the server did not answer";
  if (err instanceof Error && /issuer/i.test(err.message))
    return "the document names another issuer than this address";
  if (err instanceof Error && /status code/i.test(err.message))
    return "no OpenID Connect discovery document at /.well-known/openid-configuration";
  return "it is not a valid OpenID Connect discovery document";
};

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  loginHint: string;
};

/** The provider's authorization address for a sign-in: code flow, PKCE (S256), state and nonce. */
export const authorizationUrl = async (
  config: oidc.Configuration,
  kind: SsoProviderKindValue,
  request: AuthorizationRequest,
): Promise<URL> =>
  oidc.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    response_type: "code",
    scope: ssoScopes(kind),
    state: request.state,
    nonce: request.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: "S256",
    login_hint: request.loginHint,
  });

export const newSignInSecrets = () => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

/**
 * Exchanges the code the provider sent back (checking state, nonce and PKCE) and answers what the provider says
 * of the person: the ID token's claims, and when they carry no e-mail, the profile from the userinfo endpoint,
 * asked with the access token (for Entra ID, Microsoft Graph's, which the User.Read scope opens).
 */
export const exchangeCode = async (
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> => {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  if (typeof claims.email === "string" || !config.serverMetadata().userinfo_endpoint) return claims;
  try {
    const profile = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    return { ...claims, ...profile };
  } catch {
    // Without the profile the ID token's claims decide (Entra ID's sign-in name may still do).
    return claims;
  }
};
