import { z } from "zod";
import { SessionUserRecordSchema } from "../auth/auth.schemas.ts";

/** The organisation's setting: whether every sign-in asks for a second step. */
export const SecondStepSettingSchema = z.object({
  Required: z.boolean({ error: "Required must be true or false" }),
});
export type SecondStepSetting = z.infer<typeof SecondStepSettingSchema>;

export const SetSecondStepReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Required: z.boolean(),
});
export type SetSecondStepReply = z.infer<typeof SetSecondStepReplySchema>;

/** A right password whose sign-in still waits for a code: no session yet, no cookie. */
export const SecondStepChallengeSchema = z.object({
  SecondStepRequired: z.literal(true),
  ChallengeId: z.string(),
  Method: z.enum(["email", "totp"]),
  /** Where an e-mailed code went, masked ('t***@acme.example'); null for an authenticator app. */
  Destination: z.string().nullable(),
  /** Seconds before a new code may be sent (0 for an authenticator app). */
  ResendAfterSeconds: z.number().int(),
});
export type SecondStepChallenge = z.infer<typeof SecondStepChallengeSchema>;

/** POST Login: the session user record, or the second step the sign-in still needs. */
export const LoginReplySchema = z.union([SessionUserRecordSchema, SecondStepChallengeSchema]);
export type LoginReply = z.infer<typeof LoginReplySchema>;

const ChallengeIdSchema = z.uuid({ error: "ChallengeId must be the id the sign-in answered" });

export const VerifyOneTimePasswordSchema = z.object({
  ChallengeId: ChallengeIdSchema,
  /** Six digits, or a recovery code for an authenticator app. */
  Code: z
    .string({ error: "Enter the code." })
    .trim()
    .min(1, "Enter the code.")
    .max(32, "The code is too long."),
});
export type VerifyOneTimePasswordRequest = z.infer<typeof VerifyOneTimePasswordSchema>;

/** The session user record; after a recovery code, how many of them are left. */
export const VerifyOneTimePasswordReplySchema = SessionUserRecordSchema.extend({
  RecoveryCodesLeft: z.number().int().nullable(),
});
export type VerifyOneTimePasswordReply = z.infer<typeof VerifyOneTimePasswordReplySchema>;

export const ResendOneTimePasswordSchema = z.object({ ChallengeId: ChallengeIdSchema });
export type ResendOneTimePasswordRequest = z.infer<typeof ResendOneTimePasswordSchema>;

export const ResendOneTimePasswordReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Destination: z.string(),
  ResendAfterSeconds: z.number().int(),
});
export type ResendOneTimePasswordReply = z.infer<typeof ResendOneTimePasswordReplySchema>;

/** The caller's sign-in security, for the profile page. */
export const SignInSecurityReplySchema = z.object({
  HasAuthenticator: z.boolean(),
  RecoveryCodesLeft: z.number().int(),
  /** The organisation asks everyone for a code at sign-in. */
  OrganisationRequiresSecondStep: z.boolean(),
});
export type SignInSecurityReply = z.infer<typeof SignInSecurityReplySchema>;

export const AuthenticatorSetupReplySchema = z.object({
  /** The secret as text (base32), for apps that cannot scan. */
  Secret: z.string(),
  OtpAuthUri: z.string(),
  /** The otpauth:// address as a QR code, a PNG data URL. */
  QrCodeDataUrl: z.string(),
});
export type AuthenticatorSetupReply = z.infer<typeof AuthenticatorSetupReplySchema>;

export const ConfirmAuthenticatorSchema = z.object({
  Code: z
    .string({ error: "Enter the six-digit code from the app." })
    .trim()
    .regex(/^\d{6}$/, "Enter the six-digit code from the app."),
});
export type ConfirmAuthenticatorRequest = z.infer<typeof ConfirmAuthenticatorSchema>;

export const ConfirmAuthenticatorReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  /** Shown once: only their hashes are kept. */
  RecoveryCodes: z.array(z.string()),
});
export type ConfirmAuthenticatorReply = z.infer<typeof ConfirmAuthenticatorReplySchema>;

export const RemoveAuthenticatorSchema = z.object({
  Password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(1024, "The password is too long."),
});
export type RemoveAuthenticatorRequest = z.infer<typeof RemoveAuthenticatorSchema>;

/** A user administrator turns off a person's authenticator app (a lost phone, no recovery codes left). */
export const RemoveUserAuthenticatorSchema = z.object({
  EmployeeId: z.coerce
    .number<unknown>({ error: "EmployeeId is required" })
    .int()
    .positive("EmployeeId is required"),
});
export type RemoveUserAuthenticatorRequest = z.infer<typeof RemoveUserAuthenticatorSchema>;

export const SecondStepStatusReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type SecondStepStatusReply = z.infer<typeof SecondStepStatusReplySchema>;
