import { INVITATION_VALID_HOURS } from "@fieldstead/domain";
import { renderMail } from "../mail/mail-layout.ts";

/** Who is invited, by whom, and where the link leads. */
export type InvitationMailInput = {
  product: string;
  orgName: string;
  firstName: string;
  email: string;
  /** The inviting administrator's name, when known. */
  invitedBy: string | null;
  /** The absolute activation address, token included. */
  url: string;
};

/** The invitation: subject, HTML and text, branded with the organisation's name. */
export const invitationMail = (
  input: InvitationMailInput,
): { subject: string; html: string; text: string } => {
  const subject = `You are invited to ${input.product} by ${input.orgName}`;
  const who = input.invitedBy ? `${input.invitedBy} of ${input.orgName}` : input.orgName;
  const { html, text } = renderMail({
    brand: input.orgName,
    title: `You are invited to ${input.product}`,
    intro: [
      `Hello ${input.firstName},`,
      `${who} has invited you to ${input.product}, the portal for its field operations. You will sign in with this e-mail address (${input.email}).`,
      "To accept, choose your password and accept the terms of use.",
    ],
    action: { label: "Accept the invitation", url: input.url },
    outro: [
      `The link works for ${INVITATION_VALID_HOURS} hours and only once. If it has expired, ask your administrator to send a new one.`,
      "If you did not expect this invitation, you can ignore this mail.",
    ],
  });
  return { subject, html, text };
};
