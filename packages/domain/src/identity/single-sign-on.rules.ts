import type { SsoProviderKindValue } from "./identity.enums.ts";
import { isEmailAddress } from "../auth/email.rules.ts";

/** A redirect sign-in must come back from the provider within 10 minutes of its start. */
export const SSO_LOGIN_LIFETIME_MS = 10 * 60 * 1000;
/** The one-time ValidationToken opens one session, within 5 minutes of the provider's answer. */
export const SSO_VALIDATION_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
/** The most e-mail domains one connection may allow. */
export const SSO_MAX_DOMAINS = 50;
/** The display name of a Microsoft Entra ID connection ("Sign in with Microsoft"). */
export const ENTRA_DISPLAY_NAME = "Microsoft";
/** Where the provider sends the browser back to: the redirect URI registered at the provider. */
export const SSO_CALLBACK_PATH = "/api/Login/SsoCallback";
/** The page that finishes a redirect sign-in in the browser. */
export const SSO_FINISH_PAGE = "/#/Login-Callback";

const ENTRA_AUTHORITY = "https://login.microsoftonline.com";
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The scopes asked of the provider; Entra ID also gets User.Read (the profile the spec's sign-in reads). */
export const ssoScopes = (kind: SsoProviderKindValue): string =>
  kind === "entra" ? "openid email profile User.Read" : "openid email profile";

/** A directory (tenant) ID as Entra ID names it: a GUID. */
export const isEntraTenantId = (tenantId: string): boolean => GUID.test(tenantId.trim());

/** The issuer of one Entra ID tenant (v2.0 endpoints). */
export const entraIssuerUrl = (tenantId: string): string =>
  `${ENTRA_AUTHORITY}/${tenantId.trim().toLowerCase()}/v2.0`;

/** The tenant ID of an Entra ID issuer, or "" for any other address. */
export const entraTenantOf = (issuerUrl: string): string => {
  const match = /^https:\/\/login\.microsoftonline\.com\/([^/]+)\/v2\.0\/?$/.exec(issuerUrl);
  return match?.[1] ?? "";
};

export type IssuerCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * An issuer address the portal will talk to: https, or plain http only to this machine itself (a provider run
 * beside the portal for development and tests), so no secret or code crosses a network unencrypted.
 */
export const checkIssuerUrl = (text: string): IssuerCheck => {
  const shape = "must be an address such as https://login.example.com";
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(.*)$/i.exec(text.trim());
  if (!parts) return { ok: false, message: shape };
  const [, scheme = "", authority = "", path = "", rest = ""] = parts;
  if (rest !== "" || authority.includes("@"))
    return { ok: false, message: "must not carry a query, a fragment or credentials" };
  const host = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(authority);
  if (!host) return { ok: false, message: shape };
  const hostname = (host[1] ?? "").toLowerCase();
  const protocol = scheme.toLowerCase();
  const isLoopbackHttp = protocol === "http" && LOOPBACK_HOSTS.has(hostname);
  if (protocol !== "https" && !isLoopbackHttp) return { ok: false, message: "must start with https://" };
  const port = host[2] ? `:${host[2]}` : "";
  return { ok: true, url: `${protocol}://${hostname}${port}${path.replace(/\/$/, "")}` };
};

export type DomainsCheck = { ok: true; domains: string[] } | { ok: false; message: string };

/** Allowed e-mail domains typed as "acme.example, @acme.co.uk": lower-case, without duplicates. */
export const parseAllowedDomains = (input: string | readonly string[]): DomainsCheck => {
  const parts = (typeof input === "string" ? input.split(/[,;\s]+/) : input)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter((d) => d !== "");
  const domains = [...new Set(parts)];
  if (domains.length === 0) return { ok: false, message: "name at least one e-mail domain" };
  if (domains.length > SSO_MAX_DOMAINS)
    return { ok: false, message: `name at most ${SSO_MAX_DOMAINS} domains` };
  const wrong = domains.find((d) => !DOMAIN.test(d));
  if (wrong !== undefined) return { ok: false, message: `"${wrong}" is not an e-mail domain` };
  return { ok: true, domains };
};

/** The lower-case domain of an e-mail address ("" without one). */
export const emailDomainOf = (email: string): string => {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

export type VerifiedEmail = { ok: true; email: string } | { ok: false; message: string };

/**
 * The e-mail address the provider vouches for: its `email` claim unless `email_verified` is false; Entra ID
 * seldom sends `email_verified` and may send no `email`, so its sign-in name (`preferred_username`, an address
 * in one of the directory's verified domains) stands in for it there.
 */
export const verifiedEmailOf = ({
  kind,
  claims,
}: {
  kind: SsoProviderKindValue;
  claims: Record<string, unknown>;
}): VerifiedEmail => {
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (email !== "" && claims.email_verified === false)
    return { ok: false, message: "The sign-in provider has not verified your e-mail address." };
  if (email !== "" && isEmailAddress(email)) return { ok: true, email: email.toLowerCase() };
  const username = typeof claims.preferred_username === "string" ? claims.preferred_username.trim() : "";
  if (kind === "entra" && isEmailAddress(username)) return { ok: true, email: username.toLowerCase() };
  return { ok: false, message: "The sign-in provider did not share your e-mail address." };
};

/** A first and last name for a person created at their first single sign-on. */
export const namesFromClaims = (
  claims: Record<string, unknown>,
  email: string,
): { firstName: string; lastName: string } => {
  const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 100) : "");
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given || family, lastName: given ? family : "" };
  const [first = "", ...rest] = text(claims.name).split(/\s+/).filter(Boolean);
  if (first) return { firstName: first, lastName: rest.join(" ") };
  const [local = ""] = email.split("@");
  const [a = local, ...b] = local.split(/[._-]+/).filter(Boolean);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return { firstName: cap(a), lastName: b.map(cap).join(" ") };
};

/** The address the sign-in page's button leads to for `email`. */
export const ssoStartUrl = (email: string): string =>
  `/api/Login/SsoStart?email=${encodeURIComponent(email.trim())}`;
