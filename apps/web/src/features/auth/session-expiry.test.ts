import { describe, expect, it } from "vitest";
import {
  ACTIVE_SESSION,
  encodeExpiredFlag,
  expiryFromStorage,
  parseExpiredFlag,
  returnAddress,
  sessionExpiredTexts,
  sessionExpiryReducer,
  type SessionExpiryEvent,
  type SessionExpiryState,
} from "./session-expiry.ts";

const expire = (
  reason: "inactivity" | "unauthorised" | null,
  currentUrl = "/LeaseManagement?tab=2",
  isSignedIn = true,
): SessionExpiryEvent => ({ type: "expire", reason, currentUrl, isSignedIn });

describe("the session-expiry state", () => {
  it.each([
    ["inactivity", "Session Expired!", "Your session has expired due to inactivity."],
    ["unauthorised", "Session Expired", "Your session has expired. Please sign in again to continue."],
    [null, "Session Expired", "You have been logged out due to inactivity."],
  ] as const)("after %s the dialog reads '%s' / '%s'", (reason, title, message) => {
    expect(sessionExpiredTexts(reason)).toEqual({ title, message });
  });

  it("expires a signed-in session and keeps the current address as the return address", () => {
    expect(sessionExpiryReducer(ACTIVE_SESSION, expire("inactivity"))).toEqual({
      status: "expired",
      reason: "inactivity",
      returnUrl: "/LeaseManagement?tab=2",
    });
  });

  it("returns to '/' when the address is unknown or not an in-app path", () => {
    expect(sessionExpiryReducer(ACTIVE_SESSION, expire("unauthorised", ""))).toMatchObject({
      returnUrl: "/",
    });
    expect(returnAddress("//evil.example/x")).toBe("/");
    expect(returnAddress(undefined)).toBe("/");
    expect(returnAddress("/dashboard")).toBe("/dashboard");
  });

  it("keeps the first reason: a 401 after the inactivity expiry changes nothing", () => {
    const expired = sessionExpiryReducer(ACTIVE_SESSION, expire("inactivity"));
    expect(sessionExpiryReducer(expired, expire("unauthorised", "/no-rights"))).toBe(expired);
  });

  it("a session that is not signed in does not expire", () => {
    expect(sessionExpiryReducer(ACTIVE_SESSION, expire("unauthorised", "/dashboard", false))).toBe(
      ACTIVE_SESSION,
    );
  });

  it.each(["/user/login", "/user/login?returnUrl=%2Fx", "/auth/callback", "/Account/Login"])(
    "nothing expires on the sign-in page %s",
    (url) => {
      expect(sessionExpiryReducer(ACTIVE_SESSION, expire("unauthorised", url))).toBe(ACTIVE_SESSION);
    },
  );

  it("resetting makes the session active again", () => {
    const expired: SessionExpiryState = { status: "expired", reason: null, returnUrl: "/" };
    expect(sessionExpiryReducer(expired, { type: "reset" })).toEqual(ACTIVE_SESSION);
    expect(sessionExpiryReducer(ACTIVE_SESSION, { type: "reset" })).toBe(ACTIVE_SESSION);
  });
});

describe("the shared session-expired flag", () => {
  it.each(["inactivity", "unauthorised", null] as const)(
    "carries the reason %s to the other tabs",
    (reason) => {
      expect(parseExpiredFlag(encodeExpiredFlag(reason))).toEqual({ reason });
    },
  );

  it("is absent when not set, and an unknown value still means expired (fallback text)", () => {
    expect(parseExpiredFlag(null)).toBeNull();
    expect(parseExpiredFlag("")).toBeNull();
    expect(parseExpiredFlag("true")).toEqual({ reason: null });
  });
});

describe("the state a page starts in", () => {
  it.each([
    { flag: null, returnUrl: null, hasStoredUser: false, expected: ACTIVE_SESSION },
    { flag: "unauthorised", returnUrl: "/locations", hasStoredUser: true, expected: ACTIVE_SESSION },
    {
      flag: "unauthorised",
      returnUrl: "/locations",
      hasStoredUser: false,
      expected: { status: "expired", reason: "unauthorised", returnUrl: "/locations" },
    },
    {
      flag: "inactivity",
      returnUrl: null,
      hasStoredUser: false,
      expected: { status: "expired", reason: "inactivity", returnUrl: "/" },
    },
    {
      flag: "expired",
      returnUrl: "https://elsewhere.example/",
      hasStoredUser: false,
      expected: { status: "expired", reason: null, returnUrl: "/" },
    },
  ])("flag $flag, stored user $hasStoredUser → $expected.status", ({ expected, ...stored }) => {
    expect(expiryFromStorage(stored)).toEqual(expected);
  });
});
