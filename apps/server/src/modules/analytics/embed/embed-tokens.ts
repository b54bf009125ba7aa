import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import { isBuiltInDashboardId, type BuiltInDashboardId, type EmbedTokenClaims } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { resolveSigningKey } from "../../../lib/secrets.ts";

const ALGORITHM = "HS256";

/** Where the generated key is kept (system_settings) when EMBED_SECRET is not set. */
export const EMBED_KEY_NAME = "embed-signing-key";

export const EMBED_LINK_NOT_VALID = "This dashboard link is not valid.";
export const EMBED_LINK_EXPIRED = "This dashboard link has expired.";

/** Claims of a genuine token: its dashboard is one of the product's built-in dashboards. */
export type VerifiedEmbedClaims = EmbedTokenClaims & { resource: { dashboard: BuiltInDashboardId } };

export type EmbedVerification =
  { ok: true; claims: VerifiedEmbedClaims } | { ok: false; reason: "invalid" | "expired"; message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a genuine token must carry besides its signature and expiry (checked by jose). */
const ClaimsSchema = z.object({
  resource: z.object({
    dashboard: z.custom<BuiltInDashboardId>((id) => typeof id === "number" && isBuiltInDashboardId(id)),
  }),
  params: z
    .object({
      from: z.string().regex(DAY).optional(),
      to: z.string().regex(DAY).optional(),
      location: z.number().int().positive().optional(),
    })
    .refine((p) => !p.from || !p.to || p.from <= p.to)
    .default({}),
  exp: z.number().int(),
  org: z.number().int().positive(),
});

const NOT_VALID: EmbedVerification = { ok: false, reason: "invalid", message: EMBED_LINK_NOT_VALID };
const EXPIRED: EmbedVerification = { ok: false, reason: "expired", message: EMBED_LINK_EXPIRED };

export type EmbedTokenService = {
  /** A token of the Metabase signed-embedding shape, with the organisation whose data it shows. */
  sign(claims: Omit<EmbedTokenClaims, "exp">, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<EmbedVerification>;
};

/** `now` is the app's clock: links are issued and checked against the same time. */
export const createEmbedTokenService = (
  secret: string,
  now: () => Date = () => new Date(),
): EmbedTokenService => {
  const keyPromise = globalThis.crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    sign: async ({ resource, params, org }, expiresAt) =>
      new SignJWT({ resource: { dashboard: resource.dashboard }, params, org })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await keyPromise),
    verify: async (token) => {
      try {
        // The signature is checked before the claims: an altered token is "not valid", never "expired".
        const { payload } = await jwtVerify(token, await keyPromise, {
          algorithms: [ALGORITHM],
          currentDate: now(),
          requiredClaims: ["exp"],
        });
        const claims = ClaimsSchema.safeParse(payload);
        return claims.success ? { ok: true, claims: claims.data } : NOT_VALID;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) return EXPIRED;
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return NOT_VALID;
        throw err;
      }
    },
  };
};

const services = new WeakMap<AppContext, Promise<EmbedTokenService>>();

/**
 * The server's embedding tokens: signed with EMBED_SECRET when set, otherwise with a key generated on first
 * start and kept in the database, so every instance and every restart signs and checks alike.
 */
export const embedTokensFor = (ctx: AppContext): Promise<EmbedTokenService> => {
  let service = services.get(ctx);
  if (!service) {
    service = resolveSigningKey(ctx.db, ctx.config.embedSecret, EMBED_KEY_NAME).then((secret) =>
      createEmbedTokenService(secret, ctx.now),
    );
    // A failed read of the key is tried again by the next call rather than remembered.
    service.catch(() => services.delete(ctx));
    services.set(ctx, service);
  }
  return service;
};
