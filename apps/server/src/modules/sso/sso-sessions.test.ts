import { describe, expect, it } from "vitest";
import { SsoSessionStore } from "./sso-sessions.ts";

const IDENTITY = {
  name: "A B",
  email: "a@b.example",
  role: "Viewer",
  organization: "Org",
  advancedUser: false,
};

describe("the single-sign-on session store", () => {
  it.each([
    ["before the portal session's expiry", 59, true],
    ["at the portal session's expiry", 60, false],
    ["after it", 61, false],
  ])("a session is open %s", (_when, minutes, isOpen) => {
    let now = new Date("2026-11-23T10:00:00Z");
    const store = new SsoSessionStore(() => now);
    store.open("s1", IDENTITY, new Date("2026-11-23T11:00:00Z"));
    now = new Date(Date.parse("2026-11-23T10:00:00Z") + minutes * 60_000);
    expect(store.get("s1") !== null).toBe(isOpen);
    expect(store.end("s1")).toBe(isOpen);
  });

  it("forgets the sessions of revoked portal sessions only", () => {
    const store = new SsoSessionStore(() => new Date("2026-11-23T10:00:00Z"));
    const later = new Date("2026-11-24T10:00:00Z");
    store.open("s1", IDENTITY, later);
    store.open("s2", IDENTITY, later);
    store.forget(["s1", "unknown"]);
    expect(store.get("s1")).toBeNull();
    expect(store.get("s2")?.identity).toEqual(IDENTITY);
    expect(store.size).toBe(1);
  });
});
