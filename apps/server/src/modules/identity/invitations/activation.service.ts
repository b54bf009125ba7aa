import {
  ACTIVATION_LINK_MESSAGES,
  AuditEntityType,
  IdentityTokenKind,
  ResultCode,
  acceptedTermsVersion,
  checkPasswordPolicy,
  type ActivateEmployee,
  type ActivationLinkProblemValue,
  type ActivationReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { invalidField } from "../../../lib/errors.ts";
import { recordHistory } from "../../audit/audit.service.ts";
import { getAccount, openSession, type LoginResult } from "../../auth/auth.service.ts";
import { hashPassword } from "../../auth/password.ts";
import { checkIdentityToken, consumeIdentityToken } from "../tokens/identity-tokens.service.ts";
import type { IdentityTokenRow } from "../tokens/identity-tokens.repository.ts";
import {
  activatePerson,
  findInvitePerson,
  latestTermsVersion,
  type InvitePerson,
} from "./invitations.repository.ts";

type LinkLookup =
  | { ok: true; token: IdentityTokenRow; person: InvitePerson }
  | { ok: false; problem: ActivationLinkProblemValue };

const STATUS_OF: Readonly<Record<ActivationLinkProblemValue, number>> = {
  used: ResultCode.AlreadyComplete,
  expired: ResultCode.InvalidRequest,
  unknown: ResultCode.NoMatch,
  disabled: ResultCode.UserDisabled,
};

/** The invitation behind a link, or why the link opens nothing. */
const lookUpLink = async (ctx: AppContext, token: string): Promise<LinkLookup> => {
  const check = await checkIdentityToken(ctx, IdentityTokenKind.invitation, token);
  if (!check.ok) return { ok: false, problem: check.reason };
  const person = await findInvitePerson(ctx.db, check.token.employeeId, check.token.orgId);
  if (!person) return { ok: false, problem: "unknown" };
  if (!person.isEnabled || !person.roleEnabled) return { ok: false, problem: "disabled" };
  if (person.activatedAt !== null) return { ok: false, problem: "used" };
  return { ok: true, token: check.token, person };
};

/** Whether the link works and, if so, who is invited where; else the reason the page shows. */
export const getActivation = async (ctx: AppContext, token: string): Promise<ActivationReply> => {
  const found = await lookUpLink(ctx, token);
  if (!found.ok)
    return {
      StatusCode: STATUS_OF[found.problem],
      StatusMessage: ACTIVATION_LINK_MESSAGES[found.problem],
      IsValid: false,
      Problem: found.problem,
      FirstName: null,
      LastName: null,
      Email: null,
      OrgName: null,
    };
  const { person } = found;
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "The invitation is valid.",
    IsValid: true,
    Problem: null,
    FirstName: person.firstName,
    LastName: person.lastName,
    Email: person.email,
    OrgName: person.orgName,
  };
};

/**
 * Accepts the invitation: the link checked, the password held to the policy with the person's name and e-mail;
 * then in one transaction the link used up, the password, the activation and the terms accepted (the
 * organisation's latest version) written with a history entry; then a session opened, as signing in does.
 */
export const activateEmployee = async (
  ctx: AppContext,
  body: ActivateEmployee,
  client: { ip: string; userAgent: string | null },
): Promise<LoginResult> => {
  const found = await lookUpLink(ctx, body.Token);
  if (!found.ok) throw invalidField("Token", ACTIVATION_LINK_MESSAGES[found.problem]);
  const { person, token } = found;
  const policy = checkPasswordPolicy({
    password: body.Password,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
  });
  if (!policy.ok) throw invalidField("Password", policy.message);
  const passwordHash = await hashPassword(body.Password);
  await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    // Two activations of one link at once: the second finds it used and writes nothing.
    if (!(await consumeIdentityToken(tx, token, at)))
      throw invalidField("Token", ACTIVATION_LINK_MESSAGES.used);
    const termsVersion = acceptedTermsVersion({ latestVersion: await latestTermsVersion(tx, person.orgId) });
    if (!(await activatePerson(tx, person.employeeId, { passwordHash, at, termsVersion })))
      throw invalidField("Token", ACTIVATION_LINK_MESSAGES.used);
    await recordHistory(tx, [
      {
        orgId: person.orgId,
        entityType: AuditEntityType.Employee,
        entityId: person.employeeId,
        action: "Activated",
        summary: "Invitation accepted: password set and terms of use accepted",
        changes: [{ Field: "State", From: "Invited", To: "Active" }],
        employeeId: person.employeeId,
        at,
      },
    ]);
  });
  const account = await getAccount(ctx, person.orgId, person.employeeId);
  return openSession(ctx, account, client);
};
