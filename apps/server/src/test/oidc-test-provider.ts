// The e2e project compiles this file without the server's src folder: it must name the declarations itself.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Provider, type ProviderContext } from "oidc-provider";
import { memoryAdapter } from "./oidc-test-memory-adapter.ts";

/** A person the test provider knows, signed in by e-mail alone. */
export type TestProviderAccount = {
  email: string;
  /** What the provider says of the address (default true). */
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
};

export type OidcTestProviderOptions = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: TestProviderAccount[];
  /** Put the e-mail in the ID token itself (default: only the userinfo endpoint answers it). */
  isEmailInIdToken?: boolean;
};

export type OidcTestProvider = {
  /** The issuer (http://127.0.0.1:{port}), whose discovery document is at /.well-known/openid-configuration. */
  issuer: string;
  /**
   * Follows an authorization address through the provider as a browser would, signing `email` in at its
   * sign-in form, and answers where the provider sends the browser back (the redirect URI with code and state).
   */
  signIn(authorizationUrl: string, email: string): Promise<URL>;
  /** How long the provider's authorization codes are valid from now on (default 60 s). */
  setCodeLifetime(seconds: number): void;
  close(): Promise<void>;
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's sign-in page: one e-mail field (filled with the login hint) and a button. */
const signInPage = (uid: string, email: string, error?: string): string =>
  `<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label> <input id="email" name="email" type="email" value="${escapeHtml(email)}">
<button type="submit">Sign in</button></form></body></html>`;

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
};

const sendHtml = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(html);
};

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 at a free port, for tests: one confidential
 * client with PKCE required, accounts known by e-mail, and a sign-in page that needs no password, so a test
 * (through `signIn`) or a browser (through the page's form) signs anyone of its accounts in.
 */
export const startOidcTestProvider = async (options: OidcTestProviderOptions): Promise<OidcTestProvider> => {
  const accounts = new Map(options.accounts.map((a) => [a.email.toLowerCase(), a]));
  let codeLifetimeSeconds = 60;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => sendHtml(res, 503, "");
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    conformIdTokenClaims: options.isEmailInIdToken !== true,
    adapter: memoryAdapter(),
    ttl: {
      AuthorizationCode: () => codeLifetimeSeconds,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    // The portal is the provider's own client: the scopes it asks for are granted without a consent page.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  const providerCallback = provider.callback();

  handle = (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? "");
    if (!match) return providerCallback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method !== "POST" || !match[2]) {
          const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
          return sendHtml(res, 200, signInPage(details.uid, hint));
        }
        const email = ((await readForm(req)).get("email") ?? "").trim().toLowerCase();
        if (!accounts.has(email))
          return sendHtml(res, 200, signInPage(details.uid, email, `No account ${email} here.`));
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        sendHtml(res, 400, `<p>${escapeHtml(err instanceof Error ? err.message : String(err))}</p>`);
      }
    })();
  };

  const signIn = async (authorizationUrl: string, email: string): Promise<URL> => {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    let next = new URL(authorizationUrl);
    for (let step = 0; step < 10; step++) {
      if (next.origin !== issuer) return next;
      const isSignInPage = /^\/interaction\/[^/]+$/.test(next.pathname);
      const response = await fetch(isSignInPage ? new URL(`${next.pathname}/login`, issuer) : next, {
        method: isSignInPage ? "POST" : "GET",
        redirect: "manual",
        headers: {
          cookie: cookieHeader(),
          ...(isSignInPage ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(isSignInPage ? { body: new URLSearchParams({ email }).toString() } : {}),
      });
      keep(response);
      const location = response.headers.get("location");
      if (!location)
        throw new Error(
          `the provider answered ${response.status} at ${next.pathname}: ${await response.text()}`,
        );
      next = new URL(location, next);
    }
    throw new Error("the provider kept redirecting");
  };

  return {
    issuer,
    signIn,
    setCodeLifetime: (seconds) => {
      codeLifetimeSeconds = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
