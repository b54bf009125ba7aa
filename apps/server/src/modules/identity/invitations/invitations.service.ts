import {
  AuditEntityType,
  DUPLICATE_EMAIL_MESSAGE,
  IdentityTokenKind,
  ResultCode,
  type EmployeeLinkReply,
  type InviteEmployee,
  type InviteEmployeeReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { isUniqueViolation } from "../../locations/location-access.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordHistory } from "../../audit/audit.service.ts";
import { sendPasswordResetLink } from "../password-reset/password-reset.service.ts";
import { issueIdentityToken } from "../tokens/identity-tokens.service.ts";
import { invitationMail } from "./invitation-mail.ts";
import {
  findInvitePerson,
  findInviteRole,
  insertInvitedPerson,
  isEmailTaken,
  markInvited,
  type InvitePerson,
} from "./invitations.repository.ts";

/** Who invites: the session, and the portal's address that links in mails lead to. */
export type Inviter = { session: ActiveSession; origin: string };

const activationUrl = (origin: string, token: string) =>
  `${origin}/#/activate-user?token=${encodeURIComponent(token)}`;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Writes the invitation to the outbox (and the SMTP server, when there is one). */
const sendInvitation = async (
  ctx: AppContext,
  inviter: Inviter,
  person: { orgId: number; email: string; firstName: string },
  token: string,
): Promise<void> => {
  const actor = await findInvitePerson(ctx.db, inviter.session.employeeId, inviter.session.orgId);
  const mail = invitationMail({
    product: ctx.config.companyName,
    orgName: actor?.orgName ?? ctx.config.companyName,
    firstName: person.firstName,
    email: person.email,
    invitedBy: actor ? fullName(actor) : null,
    url: activationUrl(inviter.origin, token),
  });
  await ctx.mail.send({ orgId: person.orgId, to: person.email, ...mail, purpose: "invitation" });
};

/**
 * Invites one person: in one transaction the address is checked unused anywhere, the role checked to be an
 * enabled role of the organisation, the person created as Invited (no password) with a history entry, and the
 * link issued; after the commit the invitation is mailed. A refusal writes nothing.
 */
export const invitePerson = async (
  ctx: AppContext,
  inviter: Inviter,
  body: InviteEmployee,
): Promise<InviteEmployeeReply> => {
  const { orgId, employeeId: actorId } = inviter.session;
  const email = body.Email.trim();
  let created: { employeeId: number; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      if (await isEmailTaken(tx, email)) throw invalidField("Email", DUPLICATE_EMAIL_MESSAGE);
      const role = await findInviteRole(tx, orgId, body.RoleId);
      if (!role) throw invalidField("RoleId", "This is not a role of your organisation.");
      if (!role.enabled) throw invalidField("RoleId", `The role ${role.name} is disabled.`);
      const at = ctx.now();
      const employeeId = await insertInvitedPerson(tx, {
        orgId,
        roleId: role.id,
        email,
        firstName: body.FirstName,
        lastName: body.LastName,
        phone: body.PhoneNumber,
        at,
      });
      const { token } = await issueIdentityToken(
        { ...ctx, db: tx },
        { kind: IdentityTokenKind.invitation, orgId, employeeId, createdBy: actorId },
      );
      await recordHistory(tx, [
        {
          orgId,
          entityType: AuditEntityType.Employee,
          entityId: employeeId,
          action: "Invited",
          summary: `Invited as ${role.name}`,
          changes: [{ Field: "State", From: null, To: "Invited" }],
          employeeId: actorId,
          at,
        },
      ]);
      return { employeeId, token };
    });
  } catch (err) {
    // Another invitation of the same address committed first.
    if (isUniqueViolation(err)) throw invalidField("Email", DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
  await sendInvitation(ctx, inviter, { orgId, email, firstName: body.FirstName }, created.token);
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: `${body.FirstName} ${body.LastName} is invited: the invitation has been sent to ${email}.`,
    EmployeeId: created.employeeId,
  };
};

/** The organisation's person, or 404 (another organisation's person is not found either); 400 when disabled. */
const enabledPersonOf = async (ctx: AppContext, session: ActiveSession, employeeId: number) => {
  const person = await findInvitePerson(ctx.db, employeeId, session.orgId);
  if (!person) throw new AppError("NOT_FOUND", { message: `User ${employeeId} not found` });
  if (!person.isEnabled)
    throw invalidField("EmployeeId", `${fullName(person)} is disabled. Enable them first.`);
  return person;
};

/** A new invitation for an Invited person: the earlier link stops working. */
export const resendInvitation = async (
  ctx: AppContext,
  inviter: Inviter,
  employeeId: number,
): Promise<EmployeeLinkReply> => {
  const person: InvitePerson = await enabledPersonOf(ctx, inviter.session, employeeId);
  if (person.activatedAt !== null)
    throw invalidField("EmployeeId", `${fullName(person)} has already accepted the invitation.`);
  const { token } = await issueIdentityToken(ctx, {
    kind: IdentityTokenKind.invitation,
    orgId: person.orgId,
    employeeId: person.employeeId,
    createdBy: inviter.session.employeeId,
  });
  await markInvited(ctx.db, person.orgId, person.employeeId, ctx.now());
  await sendInvitation(ctx, inviter, person, token);
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: `A new invitation has been sent to ${person.email}; the earlier link no longer works.`,
  };
};

/** A password-reset link for an Active person, mailed as a reset the person asked for would be. */
export const sendResetLinkTo = async (
  ctx: AppContext,
  inviter: Inviter,
  employeeId: number,
): Promise<EmployeeLinkReply> => {
  const person = await enabledPersonOf(ctx, inviter.session, employeeId);
  if (person.activatedAt === null)
    throw invalidField(
      "EmployeeId",
      `${fullName(person)} has not accepted the invitation yet: resend the invitation instead.`,
    );
  await sendPasswordResetLink(
    ctx,
    { orgId: person.orgId, employeeId: person.employeeId, email: person.email, firstName: person.firstName },
    inviter.origin,
    inviter.session.employeeId,
  );
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: `A password reset link has been sent to ${person.email}.`,
  };
};
