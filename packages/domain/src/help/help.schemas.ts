import { z } from "zod";

/**
 * The sign-in hand-off (portal-shell §3): the caller's own session token. A browser holds no token (its session
 * is in the HttpOnly cookie) and sends none: the session the call is made with is then the one handed off.
 */
export const HelpHandoffRequestSchema = z.object({
  token: z
    .string({ error: "token must be a string" })
    .trim()
    .min(1, "token is required")
    .max(4096, "token is too long")
    .optional(),
});
export type HelpHandoffRequest = z.infer<typeof HelpHandoffRequestSchema>;

/**
 * 'success' means authenticated (200); on failure the reply's detail says why (portal-shell §7.1, §7.2). The
 * refusal is sent with status 401, with StatusCode and StatusMessage besides.
 */
export const HelpHandoffReplySchema = z.union([
  z.object({ status: z.literal("success") }),
  z.object({ status: z.literal("error"), detail: z.string() }),
]);
export type HelpHandoffReply = z.infer<typeof HelpHandoffReplySchema>;
