import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "fieldstead";
/** Known-device tokens carry this audience; session tokens carry none, so neither passes for the other. */
const DEVICE_AUDIENCE = "fieldstead-device";

export type TokenClaims = { sid: string; sub: string; org: number; role: number };

/** A browser someone signed in from before: the employee and a random id of the device. */
export type DeviceClaims = { employeeId: number; deviceId: string };

export type TokenService = {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null for a forged, malformed or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
  signDevice(claims: DeviceClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid known-device token, or null. */
  verifyDevice(token: string): Promise<DeviceClaims | null>;
};

/** `now` is the app's clock: tokens are issued and checked against the same time as the sessions. */
export const createTokenService = (secret: string, now: () => Date = () => new Date()): TokenService => {
  // Imported once: handing jose the raw bytes would import the key again on every call.
  const keyPromise = globalThis.crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    sign: async ({ sid, sub, org, role }, expiresAt) =>
      new SignJWT({ sid, org, role })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await keyPromise),
    verify: async (token) => {
      try {
        // The algorithm is fixed: a token signed any other way (or with "none") is refused.
        const { payload } = await jwtVerify(token, await keyPromise, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: now(),
        });
        if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
        if (typeof payload.org !== "number" || typeof payload.role !== "number") return null;
        return { sid: payload.sid, sub: payload.sub, org: payload.org, role: payload.role };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
    signDevice: async ({ employeeId, deviceId }, expiresAt) =>
      new SignJWT({ dev: deviceId })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(employeeId))
        .setIssuer(ISSUER)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await keyPromise),
    verifyDevice: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: DEVICE_AUDIENCE,
          currentDate: now(),
        });
        const employeeId = Number(payload.sub);
        if (!Number.isSafeInteger(employeeId) || typeof payload.dev !== "string") return null;
        return { employeeId, deviceId: payload.dev };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
};
