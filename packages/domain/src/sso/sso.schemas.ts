import { z } from "zod";
import { HelpHandoffRequestSchema } from "../help/help.schemas.ts";

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} is too long`);

/** The single-sign-on trigger: the caller's own session token (the identity comes from the session). */
export const SsoTriggerRequestSchema = HelpHandoffRequestSchema;
export type SsoTriggerRequest = z.infer<typeof SsoTriggerRequestSchema>;

/**
 * Single-sign-on authenticate (portal-shell §7.2): token, name, email, role, organization, advancedUser.
 * The organisation may be empty (its lookup failed on the client, portal-shell §8).
 */
export const SsoAuthenticateRequestSchema = HelpHandoffRequestSchema.extend({
  name: text("name", 200).min(1, "name is required"),
  email: text("email", 320).pipe(z.email({ error: "email must be an e-mail address" })),
  role: text("role", 200),
  organization: text("organization", 200).default(""),
  advancedUser: z.boolean({ error: "advancedUser must be true or false" }),
});
export type SsoAuthenticateRequest = z.infer<typeof SsoAuthenticateRequestSchema>;

/** The identity the single-sign-on session carries, as the helpdesk receives it. */
export const SsoIdentitySchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  organization: z.string(),
  advancedUser: z.boolean(),
});
export type SsoIdentity = z.infer<typeof SsoIdentitySchema>;

/** An opened single-sign-on session (a refusal is a 401 with status 'error' and detail). */
export const SsoSessionReplySchema = z.object({
  status: z.literal("success"),
  identity: SsoIdentitySchema,
  expiresAt: z.string(),
});
export type SsoSessionReply = z.infer<typeof SsoSessionReplySchema>;
export const SsoSessionEndReplySchema = z.object({ status: z.literal("success"), ended: z.boolean() });
export type SsoSessionEndReply = z.infer<typeof SsoSessionEndReplySchema>;
