import { ONE_TIME_CODE } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { renderMail } from "../mail/mail-layout.ts";

export const CODE_MAIL_SUBJECT = "Your Fieldstead sign-in code";

/** E-mails a sign-in code to the person signing in. The code itself is never logged. */
export const sendCodeMail = async (
  ctx: AppContext,
  to: { orgId: number; orgName: string; email: string; firstName: string },
  code: string,
): Promise<void> => {
  const minutes = ONE_TIME_CODE.lifetimeMs / 60_000;
  const { html, text } = renderMail({
    brand: to.orgName,
    title: "Your sign-in code",
    intro: [`Hello ${to.firstName},`, `Enter this code to finish signing in to Fieldstead: ${code}`],
    outro: [
      `The code works for ${minutes} minutes, for this sign-in only.`,
      "If you did not try to sign in, someone knows your password: change it on your profile page, and tell your administrator.",
    ],
  });
  await ctx.mail.send({
    orgId: to.orgId,
    to: to.email,
    subject: CODE_MAIL_SUBJECT,
    html,
    text,
    purpose: "sign-in-code",
  });
};
