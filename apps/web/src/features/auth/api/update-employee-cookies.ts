import { type UpdateEmployeeCookiesReply, UpdateEmployeeCookiesContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export type TermsAcceptanceBody = {
  IsCookiesSaved: boolean;
  Email: string;
  EmployeeId: number;
  LanguageId: number;
  TimeZoneOffset: string;
  /** The terms version accepted (the one the user was shown). */
  TermsVersion?: number;
};

/** Saves the user's acceptance of the terms and privacy policy (POST Employee/UpdateEmployeeCookies). */
export const updateEmployeeCookies = (body: TermsAcceptanceBody): Promise<UpdateEmployeeCookiesReply> =>
  callContract(UpdateEmployeeCookiesContract, { body });
