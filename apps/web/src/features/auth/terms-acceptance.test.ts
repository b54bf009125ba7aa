import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../lib/storage.ts";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../../lib/http.ts";
import { ACTIVE_SESSION } from "./session-expiry.ts";
import {
  acceptedTermsPatch,
  needsTermsPrompt,
  termsAcceptanceBody,
  termsPromptTitle,
  termsErrorFailure,
  termsReplyFailure,
  type TermsPromptInput,
} from "./terms-acceptance.ts";

const user = (patch: Partial<SessionUser> = {}): SessionUser => ({
  TokenExpiresAt: Date.now() + 3_600_000,
  EmpId: 12,
  EmployeeId: 12,
  UserId: "u-12",
  Email: "tech@acme.example",
  EmpFirstName: "Tess",
  EmpLastName: "Field",
  EmpFullName: "Tess Field",
  OrgName: "Acme Facilities",
  RoleName: "Field Technician",
  RoleId: 3,
  empRoleId: 3,
  ProfilePicturePath: null,
  ClientLogoPath: null,
  IsCookiesSaved: false,
  TermsAcceptedOn: null,
  TermsVersion: 1,
  TermsAcceptedVersion: 0,
  activeLang: 1,
  TimeZoneOffset: "-07:00",
  IsAdvancedUser: false,
  Permissions: [],
  ...patch,
});

const input = (patch: Partial<TermsPromptInput> = {}): TermsPromptInput => ({
  user: user(),
  expiry: ACTIVE_SESSION,
  isSigningOut: false,
  pathname: "/dashboard",
  ...patch,
});

describe("the terms prompt", () => {
  it("opens for a signed-in user who has not accepted", () => {
    expect(needsTermsPrompt(input())).toBe(true);
  });

  it.each<[string, Partial<SessionUser>]>([
    [
      "a newer version of the terms is in force",
      { IsCookiesSaved: true, TermsVersion: 3, TermsAcceptedVersion: 2 },
    ],
    ["the acceptance was withdrawn", { IsCookiesSaved: false, TermsVersion: 2, TermsAcceptedVersion: 2 }],
  ])("opens when %s", (_, patch) => {
    expect(needsTermsPrompt(input({ user: user(patch) }))).toBe(true);
  });

  it.each<[string, Partial<TermsPromptInput>]>([
    ["the user has accepted", { user: user({ IsCookiesSaved: true, TermsAcceptedVersion: 1 }) }],
    [
      "the user has accepted the current version",
      { user: user({ IsCookiesSaved: true, TermsVersion: 4, TermsAcceptedVersion: 4 }) },
    ],
    ["the terms page shows (they are read there)", { pathname: "/terms" }],
    ["nobody is signed in", { user: null }],
    ["the session has expired", { expiry: { status: "expired", reason: "inactivity", returnUrl: "/" } }],
    ["a sign-out is under way", { isSigningOut: true }],
    ["the login page shows", { pathname: "/user/login" }],
  ])("stays closed when %s", (_, patch) => {
    expect(needsTermsPrompt(input(patch))).toBe(false);
  });

  it("saves IsCookiesSaved true with the user's e-mail, id, language and time-zone offset", () => {
    expect(termsAcceptanceBody(user())).toEqual({
      IsCookiesSaved: true,
      Email: "tech@acme.example",
      EmployeeId: 12,
      LanguageId: 1,
      TimeZoneOffset: "-07:00",
      TermsVersion: 1,
    });
    expect(termsAcceptanceBody(user({ activeLang: 0 })).LanguageId).toBe(1);
    expect(termsAcceptanceBody(user({ TermsVersion: 4 })).TermsVersion).toBe(4);
  });

  it("a record kept by an earlier build, without versions, is asked by its IsCookiesSaved alone", () => {
    const { TermsVersion: _v, TermsAcceptedVersion: _a, ...earlier } = user({ IsCookiesSaved: true });
    expect(needsTermsPrompt(input({ user: earlier as SessionUser }))).toBe(false);
    expect(termsAcceptanceBody(earlier as SessionUser)).not.toHaveProperty("TermsVersion");
  });

  it.each<[string, Partial<SessionUser>, string]>([
    ["never accepted", {}, "Terms of Use"],
    [
      "accepted an older version",
      { IsCookiesSaved: true, TermsVersion: 2, TermsAcceptedVersion: 1 },
      "Policy Update Notice",
    ],
    [
      "accepted before versions were kept, since withdrawn",
      { TermsAcceptedOn: "2026-01-05T16:00:00.000Z" },
      "Policy Update Notice",
    ],
  ])("titles the prompt of someone who %s '%s'", (_, patch, title) => {
    expect(termsPromptTitle(user(patch))).toBe(title);
  });

  it("accepting records the version in force in the session", () => {
    expect(acceptedTermsPatch(user({ TermsVersion: 3, TermsAcceptedVersion: 1 }))).toEqual({
      IsCookiesSaved: true,
      TermsAcceptedVersion: 3,
    });
  });

  it("a reply without success shows the server's StatusMessage; success shows nothing", () => {
    expect(termsReplyFailure({ StatusCode: 0, StatusMessage: "Preferences saved" })).toBeNull();
    expect(termsReplyFailure({ StatusCode: 8, StatusMessage: "Could not save" })).toBe("Could not save");
    expect(termsReplyFailure({ StatusCode: 8, StatusMessage: "" })).toBe(GENERIC_ERROR_MESSAGE);
  });

  it.each<[string, unknown, string | null]>([
    [
      "the server's message",
      new ApiError(500, "Preferences could not be saved"),
      "Preferences could not be saved",
    ],
    ["nothing for a 401 (the session dialog opens)", new ApiError(401, "Not signed in"), null],
    ["nothing when offline (its own snackbar)", new ApiError(0, "offline", "OFFLINE"), null],
    ["the generic text for anything else", new Error("boom"), GENERIC_ERROR_MESSAGE],
  ])("a failed save shows %s", (_, error, expected) => {
    expect(termsErrorFailure(error)).toBe(expected);
  });
});
