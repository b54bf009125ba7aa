import { z } from "zod";
import { aliasKeys } from "../shared/request.schemas.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../identity/password-policy.rules.ts";
import { EMAIL_DOMAIN_MAX, EMAIL_LOCAL_MAX, checkEmailPartLengths } from "./email.rules.ts";

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

/**
 * A new password's length bounds. The rest of the password policy (not breached, not the person's name or
 * e-mail) is `checkPasswordPolicy`, which needs to know the person: every place a password is set applies both.
 */
export const NewPasswordSchema = z
  .string({ error: (issue) => requiredText(issue.input) })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, "is too long");

/** Session user record (portal-shell §3, portal-platform §3.1): what signing in answers. */
export const SessionUserRecordSchema = z.object({
  Token: z.string(),
  EmpId: z.number().int(),
  EmployeeId: z.number().int(),
  UserId: z.string(),
  Email: z.string(),
  EmpFirstName: z.string(),
  EmpLastName: z.string(),
  EmpFullName: z.string(),
  OrgName: z.string(),
  RoleName: z.string(),
  RoleId: z.number().int(),
  empRoleId: z.number().int(),
  ProfilePicturePath: z.string().nullable(),
  ClientLogoPath: z.string().nullable(),
  IsCookiesSaved: z.boolean(),
  /**
   * When the user first accepted the terms of use (ISO), or null if they never have: a prompt to a user who has
   * accepted before announces an update, a first one asks them to accept the terms of use.
   */
  TermsAcceptedOn: z.string().nullable(),
  /** The organisation's current terms version (1, the default text, until it publishes its own). */
  TermsVersion: z.number().int(),
  /** The terms version the user last accepted (0: never); below TermsVersion, the prompt asks again. */
  TermsAcceptedVersion: z.number().int(),
  activeLang: z.number().int(),
  TimeZoneOffset: z.string(),
  IsAdvancedUser: z.boolean(),
  Permissions: z.array(z.object({ ModuleId: z.number().int(), Url: z.string(), RedirectUrl: z.string() })),
});
export type SessionUserRecord = z.infer<typeof SessionUserRecordSchema>;

/** A signed-out session: the result code alone. */
export const LogoutReplySchema = z.object({ StatusCode: z.number().int(), StatusMessage: z.string() });
export type LogoutReply = z.infer<typeof LogoutReplySchema>;

/** The server and its database answer (200); a database that does not is a 503 'degraded'. */
export const HealthReplySchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
export type HealthReply = z.infer<typeof HealthReplySchema>;
