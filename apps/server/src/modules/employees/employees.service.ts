import {
  ResultCode,
  acceptedVersionOnSave,
  type LandingPageModulesReply,
  type StatusReply,
  type UpdateEmployeeCookiesRequest,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { moduleEntries } from "../permissions/permissions.views.ts";
import { organisationTermsVersion } from "../identity/terms/terms.service.ts";
import { findOrganisation, setCookiesSaved, type OrganisationSettings } from "./employees.repository.ts";

// An organisation's settings as stored (the dashboard's name); other modules never read the repository.
export { findOrganisation } from "./employees.repository.ts";

const organisation = async (ctx: AppContext, orgId: number): Promise<OrganisationSettings> => {
  const org = await findOrganisation(ctx.db, orgId);
  if (!org) throw new AppError("NOT_FOUND");
  return org;
};

export const landingPageModules = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<LandingPageModulesReply> => {
  const [org, rights] = await Promise.all([
    organisation(ctx, session.orgId),
    ctx.permissions.roleRights(session.orgId, session.roleId),
  ]);
  return {
    ShowChatBot: org.showChatBot,
    ShowAiLandingPage: org.showAiLandingPage,
    Modules: moduleEntries(rights),
    CountryISO: org.countryIso,
    KmzFile: org.kmzFile,
    Environment: org.environment,
    OrganisationTypeId: org.orgType,
  };
};

/**
 * Saves the caller's terms acceptance with the version accepted. The identity comes from the session; a body
 * naming someone else is refused.
 */
export const updateEmployeeCookies = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateEmployeeCookiesRequest,
): Promise<StatusReply> => {
  const claimed = body.EmployeeId ?? body.EmpId;
  if (claimed !== undefined && claimed !== 0 && claimed !== session.employeeId)
    throw new AppError("FORBIDDEN");
  const currentVersion = await organisationTermsVersion(ctx, session.orgId);
  const acceptedVersion = acceptedVersionOnSave({ shownVersion: body.TermsVersion, currentVersion });
  const saved = await setCookiesSaved(
    ctx.db,
    session.orgId,
    session.employeeId,
    body.IsCookiesSaved,
    acceptedVersion,
  );
  if (!saved) throw new AppError("NOT_FOUND");
  return { StatusCode: ResultCode.Success, StatusMessage: "Preferences saved" };
};

export const dataFormats = async (ctx: AppContext, session: ActiveSession) => {
  const org = await organisation(ctx, session.orgId);
  return { DateFormat: org.dateFormat, DateTimeFormat: org.dateTimeFormat };
};
