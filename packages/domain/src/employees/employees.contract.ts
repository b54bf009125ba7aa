import { defineContract } from "../shared/contract.ts";
import {
  DataFormatsReplySchema,
  LandingPageModulesReplySchema,
  UpdateEmployeeCookiesReplySchema,
  UpdateEmployeeCookiesRequestSchema,
} from "./employees.schemas.ts";

export const GetLandingPageModulesByRoleContract = defineContract({
  method: "GET",
  path: "/Employee/GetLandingPageModulesByRole",
  summary: "The caller's role's modules (a module the role may not use is absent), with the shell's flags.",
  tag: "Employee",
  access: { kind: "session" },
  reply: LandingPageModulesReplySchema,
});

export const UpdateEmployeeCookiesContract = defineContract({
  method: "POST",
  path: "/Employee/UpdateEmployeeCookies",
  summary: "Record the caller's acceptance of the terms and privacy policy (IsCookiesSaved).",
  tag: "Employee",
  access: { kind: "session" },
  body: UpdateEmployeeCookiesRequestSchema,
  reply: UpdateEmployeeCookiesReplySchema,
});

export const GetDataFormatsContract = defineContract({
  method: "GET",
  path: "/shared/GetDataFormats",
  summary: "The organisation's date and date-time display formats.",
  tag: "Shared",
  access: { kind: "session" },
  reply: DataFormatsReplySchema,
});
