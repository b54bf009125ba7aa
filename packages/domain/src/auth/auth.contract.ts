import { defineContract } from "../shared/contract.ts";
import { LoginRequestSchema } from "./auth.schemas.ts";

export const LoginContract = defineContract({
  method: "POST",
  path: "/Login",
  summary: "Sign in with e-mail and password; answers the session user record and sets the session cookie.",
  tag: "Login",
  access: { kind: "public" },
  body: LoginRequestSchema,
});

/**
 * The spec's GET Login/Logout ends the session of a bearer token. A GET carrying only the session cookie may be
 * a navigation from another site, so it ends nothing (403): a browser signs out with LogoutPostContract.
 */
export const LogoutContract = defineContract({
  method: "GET",
  path: "/Login/Logout",
  summary:
    "End the session of the bearer token. A call carrying only the session cookie is refused (403): use POST.",
  tag: "Login",
  access: { kind: "public" },
});

/** Signing out from the browser: a state-changing call, so the cookie needs the X-Requested-With marker. */
export const LogoutPostContract = defineContract({
  method: "POST",
  path: "/Login/Logout",
  summary:
    "End the current session (bearer token, or the session cookie with X-Requested-With: XMLHttpRequest) and clear the cookie.",
  tag: "Login",
  access: { kind: "public" },
});

export const HealthContract = defineContract({
  method: "GET",
  path: "/health",
  summary: "Liveness and database check.",
  tag: "System",
  access: { kind: "public" },
});

/** Session user record (portal-shell §3, portal-platform §3.1). */
export type SessionUserRecord = {
  Token: string;
  EmpId: number;
  EmployeeId: number;
  UserId: string;
  Email: string;
  EmpFirstName: string;
  EmpLastName: string;
  EmpFullName: string;
  OrgName: string;
  RoleName: string;
  RoleId: number;
  empRoleId: number;
  ProfilePicturePath: string | null;
  ClientLogoPath: string | null;
  IsCookiesSaved: boolean;
  /**
   * When the user first accepted the terms of use (ISO), or null if they never have: a prompt to a user who has
   * accepted before announces an update, a first one asks them to accept the terms of use.
   */
  TermsAcceptedOn: string | null;
  activeLang: number;
  TimeZoneOffset: string;
  IsAdvancedUser: boolean;
  Permissions: { ModuleId: number; Url: string; RedirectUrl: string }[];
};
