import { z } from "zod";
import { aliasKeys } from "../shared/request.schemas.ts";

/** RFC 5321 bounds on the two parts of an e-mail address (spec README). */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_DOMAIN_MAX = 255;

export type EmailPartsCheck = { ok: true } | { ok: false; localDomainLengthError: true };
export const checkEmailPartLengths = ({ email }: { email: string }): EmailPartsCheck => {
  const at = email.lastIndexOf("@");
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? "" : email.slice(at + 1);
  return local.length > EMAIL_LOCAL_MAX || domain.length > EMAIL_DOMAIN_MAX
    ? { ok: false, localDomainLengthError: true }
    : { ok: true };
};

/** "is required" when absent, "must be text" when of another type. */
export const requiredText = (input: unknown) =>
  input === undefined || input === null ? "is required" : "must be text";

export const EmailSchema = z
  .string({ error: (issue) => requiredText(issue.input) })
  .trim()
  .min(1, "is required")
  .max(EMAIL_LOCAL_MAX + 1 + EMAIL_DOMAIN_MAX, "is too long")
  .pipe(z.email("must be a valid e-mail address"))
  .refine((email) => checkEmailPartLengths({ email }).ok, "local or domain part is too long");

export const LoginRequestSchema = z.preprocess(
  aliasKeys({
    email: ["Email", "EmailAddress"],
    password: ["Password"],
    databaseName: ["DatabaseName", "DbName"],
  }),
  z.object({
    email: EmailSchema,
    password: z
      .string({ error: (issue) => requiredText(issue.input) })
      .min(1, "is required")
      .max(1024, "is too long"),
    databaseName: z.string().max(128).optional(),
    pin: z.string().max(32).optional(),
  }),
);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Password rules for new accounts. */
export const NewPasswordSchema = z
  .string()
  .min(12, "must be at least 12 characters")
  .max(256, "is too long")
  .refine((p) => /[A-Za-z]/.test(p) && /[0-9]/.test(p), "must contain letters and digits");
