import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { ActiveSession } from "../plugins/session-store.ts";
import { createTokenService } from "../plugins/tokens.ts";
import { TestClock } from "../test/test-clock.ts";
import { resolveSession } from "./auth.ts";

const SECRET = "a-signing-secret-of-at-least-32-characters";
const MINUTE = 60_000;

/** A server with one live session (unless revoked) and its clock; tokens signed with `secret`. */
const server = (clock: TestClock, secret = SECRET) => {
  const live = new Map<string, ActiveSession>();
  const session: ActiveSession = {
    sessionId: "s-1",
    employeeId: 7,
    orgId: 3,
    roleId: 2,
    expiresAt: new Date(clock.now().getTime() + 24 * 60 * MINUTE),
  };
  live.set(session.sessionId, session);
  const tokens = createTokenService(secret, clock.now);
  const ctx = {
    tokens,
    sessions: { get: async (id: string) => live.get(id) ?? null },
    now: clock.now,
  } as unknown as AppContext;
  const sign = (minutes: number) =>
    tokens.sign(
      { sid: session.sessionId, sub: String(session.employeeId), org: session.orgId, role: session.roleId },
      new Date(clock.now().getTime() + minutes * MINUTE),
    );
  const ask = (token: string) =>
    resolveSession(ctx, { headers: { authorization: `Bearer ${token}` }, cookies: {} } as FastifyRequest);
  return { ctx, sign, ask, revoke: () => live.delete(session.sessionId) };
};

describe("a request's session from its token", () => {
  it("accepts a token again and again until its expiry, and refuses it from then on", async () => {
    const clock = new TestClock();
    const s = server(clock);
    const token = await s.sign(10);
    for (let i = 0; i < 3; i++) expect((await s.ask(token))?.employeeId).toBe(7);
    clock.advance(10 * MINUTE - 1_000);
    expect((await s.ask(token))?.employeeId).toBe(7);
    clock.advance(1_000);
    expect(await s.ask(token)).toBeNull();
  });

  it("refuses an accepted token at once when its session is revoked", async () => {
    const s = server(new TestClock());
    const token = await s.sign(60);
    expect(await s.ask(token)).not.toBeNull();
    s.revoke();
    expect(await s.ask(token)).toBeNull();
  });

  it("refuses a token with a changed signature or payload, though the original was accepted", async () => {
    const s = server(new TestClock());
    const token = await s.sign(60);
    expect(await s.ask(token)).not.toBeNull();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await s.ask(`${header}.${payload}.${flipped}`)).toBeNull();
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, org: 4 })).toString("base64url");
    expect(await s.ask(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it("refuses a token another server signed with its own secret, though that server accepted it", async () => {
    const clock = new TestClock();
    const other = server(clock, "another-signing-secret-of-32-characters!!");
    const token = await other.sign(60);
    expect(await other.ask(token)).not.toBeNull();
    expect(await server(clock).ask(token)).toBeNull();
  });
});
