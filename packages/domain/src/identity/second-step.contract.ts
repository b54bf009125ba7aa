import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  AuthenticatorSetupReplySchema,
  ConfirmAuthenticatorReplySchema,
  ConfirmAuthenticatorSchema,
  RemoveAuthenticatorSchema,
  RemoveUserAuthenticatorSchema,
  ResendOneTimePasswordReplySchema,
  ResendOneTimePasswordSchema,
  SecondStepSettingSchema,
  SecondStepStatusReplySchema,
  SetSecondStepReplySchema,
  SignInSecurityReplySchema,
  VerifyOneTimePasswordReplySchema,
  VerifyOneTimePasswordSchema,
} from "./second-step.schemas.ts";

const TAG = "People and identity";
// The organisation's sign-in settings belong to whoever manages its users (under Admin in the module tree).
const USERS = { kind: "module", moduleId: ModuleId.UserAdministration, parentId: ModuleId.Admin } as const;
const SESSION = { kind: "session" } as const;

export const GetSecondStepContract = defineContract({
  method: "GET",
  path: "/Settings/GetSecondStep",
  summary: "Whether the organisation asks for a code at sign-in (Required).",
  tag: TAG,
  access: { ...USERS, level: AccessRightType.ReadOnly },
  reply: SecondStepSettingSchema,
});

export const SetSecondStepContract = defineContract({
  method: "POST",
  path: "/Settings/SetSecondStep",
  summary:
    "Turns the second step at sign-in on or off for the organisation: an e-mailed six-digit code, or the person's authenticator app.",
  tag: TAG,
  access: { ...USERS, level: AccessRightType.ReadWrite },
  body: SecondStepSettingSchema,
  reply: SetSecondStepReplySchema,
});

export const VerifyOneTimePasswordContract = defineContract({
  method: "POST",
  path: "/Login/VerifyOneTimePassword",
  summary:
    "The second step of a sign-in: the e-mailed code, the authenticator app's code or a recovery code; opens the session and sets its cookie.",
  tag: "Login",
  access: { kind: "public" },
  body: VerifyOneTimePasswordSchema,
  reply: VerifyOneTimePasswordReplySchema,
});

export const ResendOneTimePasswordContract = defineContract({
  method: "POST",
  path: "/Login/ResendOneTimePassword",
  summary: "E-mails a new sign-in code (the previous one stops working); at most once a minute (429).",
  tag: "Login",
  access: { kind: "public" },
  body: ResendOneTimePasswordSchema,
  reply: ResendOneTimePasswordReplySchema,
});

export const GetSignInSecurityContract = defineContract({
  method: "GET",
  path: "/Employee/GetSignInSecurity",
  summary:
    "The caller's authenticator app and recovery codes left, and whether the organisation asks for a code.",
  tag: TAG,
  access: SESSION,
  reply: SignInSecurityReplySchema,
});

export const StartAuthenticatorSetupContract = defineContract({
  method: "POST",
  path: "/Employee/StartAuthenticatorSetup",
  summary: "Starts setting up the caller's authenticator app: a new secret as text and as a QR code.",
  tag: TAG,
  access: SESSION,
  reply: AuthenticatorSetupReplySchema,
});

export const ConfirmAuthenticatorContract = defineContract({
  method: "POST",
  path: "/Employee/ConfirmAuthenticator",
  summary:
    "Confirms the caller's authenticator app with a code from it; answers ten recovery codes, shown once.",
  tag: TAG,
  access: SESSION,
  body: ConfirmAuthenticatorSchema,
  reply: ConfirmAuthenticatorReplySchema,
});

export const RemoveAuthenticatorContract = defineContract({
  method: "POST",
  path: "/Employee/RemoveAuthenticator",
  summary:
    "Turns the caller's authenticator app off (needs the current password); its recovery codes go too.",
  tag: TAG,
  access: SESSION,
  body: RemoveAuthenticatorSchema,
  reply: SecondStepStatusReplySchema,
});

export const RemoveUserAuthenticatorContract = defineContract({
  method: "POST",
  path: "/Employee/RemoveUserAuthenticator",
  summary:
    "Turns off a person's authenticator app and its recovery codes (a lost phone); they sign in with their password again, and an e-mailed code when the organisation asks for one.",
  tag: TAG,
  access: { ...USERS, level: AccessRightType.ReadWrite },
  body: RemoveUserAuthenticatorSchema,
  reply: SecondStepStatusReplySchema,
});
