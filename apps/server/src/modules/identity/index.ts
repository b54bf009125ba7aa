import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { encryptionRoutes } from "./encryption/encryption.routes.ts";
import { invitationsRoutes } from "./invitations/invitations.routes.ts";
import { mailRoutes } from "./mail/mail.routes.ts";
import { passwordResetRoutes } from "./password-reset/password-reset.routes.ts";
import { profilePictureRoutes } from "./profile-picture/profile-picture.routes.ts";
import { secondStepRoutes } from "./second-step/second-step.routes.ts";
import { singleSignOnRoutes } from "./single-sign-on/single-sign-on.routes.ts";
import { termsRoutes } from "./terms/terms.routes.ts";

/**
 * The front door of people and identity: invitations and activation, password resets, the second step at
 * sign-in, profile pictures, single sign-on, the terms of use, the mail outbox and the encryption helpers.
 * `app.ts` registers it.
 */
export const identityModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await mailRoutes(app, ctx);
  await encryptionRoutes(app, ctx);
  await invitationsRoutes(app, ctx);
  await passwordResetRoutes(app, ctx);
  await secondStepRoutes(app, ctx);
  await profilePictureRoutes(app, ctx);
  await singleSignOnRoutes(app, ctx);
  await termsRoutes(app, ctx);
};
