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

export const LogoutContract = defineContract({
  method: "GET",
  path: "/Login/Logout",
  summary: "End the current session.",
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
  activeLang: number;
  TimeZoneOffset: string;
  IsAdvancedUser: boolean;
  Permissions: { ModuleId: number; Url: string; RedirectUrl: string }[];
};
