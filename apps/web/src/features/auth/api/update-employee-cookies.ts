import type { StatusReply } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

export type TermsAcceptanceBody = {
  IsCookiesSaved: boolean;
  Email: string;
  EmployeeId: number;
  LanguageId: number;
  TimeZoneOffset: string;
};

/** Saves the user's acceptance of the terms and privacy policy (POST Employee/UpdateEmployeeCookies). */
export const updateEmployeeCookies = (body: TermsAcceptanceBody): Promise<StatusReply> =>
  apiFetch<StatusReply>("/Employee/UpdateEmployeeCookies", { method: "POST", body });
