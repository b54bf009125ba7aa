import {
  ResultCode,
  SSO_MESSAGES,
  domainNotAllowedMessage,
  emailDomainOf,
  noAccountMessage,
  otherOrganisationMessage,
  type LoginWithEntraIdReply,
  type LoginWithEntraIdRequest,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { getAccount, openSession, type LoginResult } from "../../auth/auth.service.ts";
import { findPersonByEmail, markActivated } from "./single-sign-on-people.repository.ts";
import { findConnection, useValidationToken } from "./single-sign-on.repository.ts";
import { sha256 } from "./sso-redirect.service.ts";

export type SsoLoginOutcome = { reply: LoginWithEntraIdReply; session?: LoginResult };

const refused = (StatusCode: number, StatusMessage: string): SsoLoginOutcome => ({
  reply: { StatusCode, StatusMessage },
});

/**
 * POST Login/LoginWithEntraId: the one-time ValidationToken of a redirect sign-in, used in the browser that
 * started it (its state cookie), opens a session for the verified e-mail's person — of the connection's
 * organisation, enabled, with an enabled role. A second step is not asked: the provider's own policy governs it.
 */
export const loginWithEntraId = async (
  ctx: AppContext,
  body: LoginWithEntraIdRequest,
  client: { cookieState: string | undefined; ip: string; userAgent: string | null },
): Promise<SsoLoginOutcome> => {
  if (!client.cookieState) return refused(ResultCode.NotAuthenticated, SSO_MESSAGES.tokenUsed);
  const now = ctx.now();
  const used = await useValidationToken(ctx.db, sha256(body.ValidationToken), client.cookieState, now);
  if (!used?.verifiedEmail) return refused(ResultCode.NotAuthenticated, SSO_MESSAGES.tokenUsed);
  const email = used.verifiedEmail;
  if (body.Email.toLowerCase() !== email)
    return refused(ResultCode.InvalidRequest, SSO_MESSAGES.emailMismatch);

  // The connection may have changed since the provider answered.
  const connection = await findConnection(ctx.db, used.orgId);
  if (!connection?.enabled) return refused(ResultCode.CannotProceedDisabled, SSO_MESSAGES.turnedOff);
  if (!connection.allowedDomains.includes(emailDomainOf(email)))
    return refused(ResultCode.PolicyFailure, domainNotAllowedMessage(email));

  const person = await findPersonByEmail(ctx.db, email);
  if (!person) return refused(ResultCode.NoMatch, noAccountMessage(email));
  if (person.orgId !== used.orgId) return refused(ResultCode.NoMatch, otherOrganisationMessage(email));
  if (!person.enabled) return refused(ResultCode.UserDisabled, SSO_MESSAGES.disabled);
  if (!person.roleEnabled) return refused(ResultCode.RoleDisabled, SSO_MESSAGES.roleDisabled);
  if (person.activatedAt === null) await markActivated(ctx.db, person.orgId, person.employeeId, now);

  const account = await getAccount(ctx, person.orgId, person.employeeId);
  const session = await openSession(ctx, account, { ip: client.ip, userAgent: client.userAgent });
  return {
    reply: { ...session.record, StatusCode: ResultCode.Success, StatusMessage: SSO_MESSAGES.signedIn },
    session,
  };
};
