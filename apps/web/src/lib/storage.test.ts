// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import type { SessionUserRecord } from "@fieldstead/domain";
import { STORAGE_KEYS, sessionStore, toSessionUser } from "./storage.ts";

/** A token as the server signs it, expiring at `exp` (seconds). */
const tokenExpiringAt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.y`;
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const EXP = NOW / 1000 + 3600;
const RECORD = {
  Token: tokenExpiringAt(EXP),
  EmployeeId: 12,
  Email: "tech@acme.example",
} as SessionUserRecord;

describe("clearing the session", () => {
  afterEach(() => localStorage.clear());

  it("forgets the user but keeps the remembered e-mail and the assistant's one-time welcome flag", () => {
    localStorage.setItem(STORAGE_KEYS.userDataset, JSON.stringify({ TokenExpiresAt: Date.now() + 60_000 }));
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, "tech@acme.example");
    localStorage.setItem(ASSISTANT_STORAGE.showPopup, "false");
    localStorage.setItem(ASSISTANT_STORAGE.authenticated, "true");
    sessionStore.clear();
    expect(localStorage.getItem(STORAGE_KEYS.userDataset)).toBeNull();
    expect(localStorage.getItem(ASSISTANT_STORAGE.authenticated)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe("tech@acme.example");
    expect(localStorage.getItem(ASSISTANT_STORAGE.showPopup)).toBe("false");
  });
});

describe("the stored session user", () => {
  afterEach(() => localStorage.clear());

  it("keeps the login reply without its token, and the token's expiry beside it", () => {
    sessionStore.write(toSessionUser(RECORD));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userDataset)!) as Record<string, unknown>;
    expect(stored).toEqual({ EmployeeId: 12, Email: "tech@acme.example", TokenExpiresAt: EXP * 1000 });
    expect(JSON.stringify(stored)).not.toContain(RECORD.Token);
  });

  it("is signed in until the kept expiry, and not after", () => {
    sessionStore.write(toSessionUser(RECORD));
    expect(sessionStore.read(NOW)?.EmployeeId).toBe(12);
    expect(sessionStore.read(EXP * 1000)).toBeNull();
    expect(sessionStore.peek()?.EmployeeId).toBe(12);
  });

  it("is not signed in with a record that keeps no expiry", () => {
    localStorage.setItem(STORAGE_KEYS.userDataset, JSON.stringify({ EmployeeId: 12 }));
    expect(sessionStore.read(NOW)).toBeNull();
  });

  it("drops the token from a record stored before, keeping its expiry", () => {
    localStorage.setItem(STORAGE_KEYS.userDataset, JSON.stringify(RECORD));
    expect(sessionStore.read(NOW)).toMatchObject({ EmployeeId: 12, TokenExpiresAt: EXP * 1000 });
    expect(localStorage.getItem(STORAGE_KEYS.userDataset)).not.toContain('Token"');
  });
});
