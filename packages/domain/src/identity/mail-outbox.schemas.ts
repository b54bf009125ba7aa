import { z } from "zod";

export const MailOutboxQuerySchema = z.object({
  /** Only mails to this address (case-insensitive, part of it). */
  To: z.string().trim().max(320, "To is too long").optional(),
  PageSize: z.coerce
    .number()
    .int()
    .min(1, "PageSize must be at least 1")
    .max(200, "PageSize is at most 200")
    .default(50),
});
export type MailOutboxQuery = z.infer<typeof MailOutboxQuerySchema>;

export const OutboxMailSchema = z.object({
  Id: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  Purpose: z.string(),
  /** ISO time the mail was made. */
  CreatedOn: z.string(),
  /** ISO time an SMTP server took it; null when it is kept here only. */
  SentOn: z.string().nullable(),
  Error: z.string().nullable(),
  Html: z.string(),
  Text: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const MailOutboxReplySchema = z.object({ Mails: z.array(OutboxMailSchema) });
export type MailOutboxReply = z.infer<typeof MailOutboxReplySchema>;
