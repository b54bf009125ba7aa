import { IDENTITY_TOKEN_LIFETIME_MS, IdentityTokenKind } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { issueIdentityToken } from "../tokens/identity-tokens.service.ts";
import { findOrganisationName, findResetAccountByEmail } from "./password-reset.repository.ts";

/** The person a reset link is for. */
export type ResetLinkPerson = { orgId: number; employeeId: number; email: string; firstName: string };

const RESET_MINUTES = IDENTITY_TOKEN_LIFETIME_MS.reset / 60_000;

/**
 * Issues a reset link for the person (earlier unused reset links stop working) and mails it: the link, how long
 * it works, and what to do when the person did not ask. `origin` is the portal's public address; `createdBy`
 * the administrator who asked for it, or null when the person asked themselves.
 */
export const sendPasswordResetLink = async (
  ctx: AppContext,
  person: ResetLinkPerson,
  origin: string,
  createdBy: number | null,
): Promise<void> => {
  const { token } = await issueIdentityToken(ctx, {
    kind: IdentityTokenKind.reset,
    orgId: person.orgId,
    employeeId: person.employeeId,
    createdBy,
  });
  const product = ctx.config.companyName;
  const brand = (await findOrganisationName(ctx.db, person.orgId)) ?? product;
  const subject = `Reset your ${product} password`;
  const { html, text } = renderMail({
    brand,
    title: subject,
    intro: [
      `Hello ${person.firstName},`,
      `We received a request to reset the password of your ${product} account (${person.email}). Choose a new password with the button below.`,
    ],
    action: { label: "Reset password", url: `${origin}/#/reset-password?token=${token}` },
    outro: [
      `The link works for ${RESET_MINUTES} minutes and only once; asking for another link makes this one stop working.`,
      "If you did not ask to reset your password, ignore this mail: your password stays as it is.",
    ],
  });
  await ctx.mail.send({ orgId: person.orgId, to: person.email, subject, html, text, purpose: "reset" });
};

/** Work started after the answer went out, per application, so tests and shutdown can wait for it. */
const pendingWork = new WeakMap<AppContext, Set<Promise<void>>>();

/** Resolves when every reset request answered so far has finished its lookup and mail. */
export const passwordResetRequestsIdle = async (ctx: AppContext): Promise<void> => {
  await Promise.allSettled([...(pendingWork.get(ctx) ?? [])]);
};

/**
 * Someone asked for a reset link for this e-mail. The caller answers at once, the same way for every address:
 * the lookup, the link and the mail run afterwards, so a known address does not answer later than an unknown
 * one. Only an enabled person of an enabled role gets a link; nobody learns whether one was sent.
 */
export const requestPasswordResetLink = (ctx: AppContext, email: string, origin: string): void => {
  const work = new Promise<void>((resolve) => {
    // After this turn of the event loop: the answer is written before the lookup's first query runs.
    setImmediate(() => {
      findResetAccountByEmail(ctx.db, email)
        .then(async (account) => {
          if (!account || !account.enabled || !account.roleEnabled) return;
          await sendPasswordResetLink(ctx, account, origin, null);
        })
        .catch((err: unknown) => ctx.logger.warn({ err }, "a requested password-reset link was not sent"))
        .finally(resolve);
    });
  });
  const pending = pendingWork.get(ctx) ?? new Set<Promise<void>>();
  pendingWork.set(ctx, pending);
  pending.add(work);
  void work.then(() => pending.delete(work));
};
