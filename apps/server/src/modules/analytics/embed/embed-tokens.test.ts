import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { BuiltInDashboard, EMBED_TOKEN_LIFETIME_MS } from "@fieldstead/domain";
import { TestClock } from "../../../test/test-clock.ts";
import { createEmbedTokenService, EMBED_LINK_EXPIRED, EMBED_LINK_NOT_VALID } from "./embed-tokens.ts";

const SECRET = "a-test-embedding-secret-of-forty-characters";
const START = new Date("2026-11-22T15:00:00Z");

const setUp = () => {
  const clock = new TestClock(START);
  const tokens = createEmbedTokenService(SECRET, clock.now);
  const sign = (claims: Partial<{ dashboard: number; org: number; params: object }> = {}) =>
    tokens.sign(
      {
        resource: { dashboard: claims.dashboard ?? BuiltInDashboard.WorkOrders },
        params: claims.params ?? {},
        org: claims.org ?? 1,
      },
      new Date(clock.now().getTime() + EMBED_TOKEN_LIFETIME_MS),
    );
  return { clock, tokens, sign };
};

/** The token with one character of a part (0 header, 1 payload, 2 signature) changed. */
const alter = (token: string, part: number): string => {
  const parts = token.split(".");
  const text = parts[part]!;
  const at = Math.floor(text.length / 2);
  parts[part] = text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
  return parts.join(".");
};

const rawToken = async (secret: string, payload: Record<string, unknown>) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(secret));

describe("signed embedding tokens", () => {
  it("carry exactly the Metabase shape and the organisation, and verify to what was signed", async () => {
    const { tokens, sign } = setUp();
    const token = await sign({
      dashboard: BuiltInDashboard.Assets,
      org: 7,
      params: { from: "2026-01-01", to: "2026-03-31", location: 42 },
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const payload = decodeJwt(token);
    expect(Object.keys(payload).sort()).toEqual(["exp", "org", "params", "resource"]);
    expect(payload.exp).toBe(Math.floor((START.getTime() + EMBED_TOKEN_LIFETIME_MS) / 1000));
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      claims: {
        resource: { dashboard: BuiltInDashboard.Assets },
        params: { from: "2026-01-01", to: "2026-03-31", location: 42 },
        exp: payload.exp,
        org: 7,
      },
    });
  });

  it.each([
    ["the header", 0],
    ["the payload", 1],
    ["the signature", 2],
  ])("are refused as not valid when one character of %s changes", async (_name, part) => {
    const { tokens, sign } = setUp();
    const token = await sign();
    expect(await tokens.verify(alter(token, part))).toEqual({
      ok: false,
      reason: "invalid",
      message: EMBED_LINK_NOT_VALID,
    });
  });

  it("are refused as not valid when signed with another key, or re-signed with altered claims", async () => {
    const { tokens, sign } = setUp();
    const other = createEmbedTokenService("another-embedding-secret-of-forty-chars!!", () => START);
    const foreign = await other.sign(
      { resource: { dashboard: BuiltInDashboard.WorkOrders }, params: {}, org: 1 },
      new Date(START.getTime() + 60_000),
    );
    expect((await tokens.verify(foreign)).ok).toBe(false);
    // The payload of a genuine token with another organisation, keeping the genuine signature.
    const genuine = await sign({ org: 1 });
    const [header, , signature] = genuine.split(".");
    const payload = { ...decodeJwt(genuine), org: 2 };
    const forged = `${header}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
    expect(await tokens.verify(forged)).toMatchObject({ ok: false, message: EMBED_LINK_NOT_VALID });
  });

  it("are refused as expired from their expiry on, not a second before", async () => {
    const { clock, tokens, sign } = setUp();
    const token = await sign();
    clock.advance(EMBED_TOKEN_LIFETIME_MS - 1_000);
    expect((await tokens.verify(token)).ok).toBe(true);
    clock.advance(1_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: "expired", message: EMBED_LINK_EXPIRED });
  });

  it("say an altered expired token is not valid rather than expired", async () => {
    const { clock, tokens, sign } = setUp();
    const token = await sign();
    clock.advance(EMBED_TOKEN_LIFETIME_MS * 2);
    expect(await tokens.verify(alter(token, 2))).toMatchObject({ ok: false, message: EMBED_LINK_NOT_VALID });
  });

  it.each([
    ["a dashboard that is not built in", { resource: { dashboard: 99 }, params: {}, org: 1 }],
    ["no organisation", { resource: { dashboard: BuiltInDashboard.WorkOrders }, params: {} }],
    ["an organisation that is no id", { resource: { dashboard: BuiltInDashboard.WorkOrders }, org: "1" }],
    ["no resource", { params: {}, org: 1 }],
    [
      "a range whose start is after its end",
      { resource: { dashboard: 1447 }, params: { from: "2026-02-01", to: "2026-01-01" }, org: 1 },
    ],
  ])("signed with the right key are refused when they carry %s", async (_name, claims) => {
    const { tokens } = setUp();
    const token = await rawToken(SECRET, { ...claims, exp: Math.floor(START.getTime() / 1000) + 600 });
    expect(await tokens.verify(token)).toMatchObject({ ok: false, message: EMBED_LINK_NOT_VALID });
  });

  it("are refused without an expiry, unsigned, or when not a token at all", async () => {
    const { tokens } = setUp();
    const noExpiry = await rawToken(SECRET, { resource: { dashboard: 1447 }, params: {}, org: 1 });
    expect((await tokens.verify(noExpiry)).ok).toBe(false);
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const body = Buffer.from(
      JSON.stringify({ resource: { dashboard: 1447 }, params: {}, org: 1, exp: 4_000_000_000 }),
    ).toString("base64url");
    expect((await tokens.verify(`${header}.${body}.`)).ok).toBe(false);
    expect((await tokens.verify("not-a-token")).ok).toBe(false);
    expect((await tokens.verify("")).ok).toBe(false);
  });
});
