import type { EnumValue } from "../shared/enum.ts";

/** What a single-use e-mailed link does: accept an invitation (72 hours) or reset a password (60 minutes). */
export const IdentityTokenKind = { invitation: "invitation", reset: "reset" } as const;
export type IdentityTokenKindValue = EnumValue<typeof IdentityTokenKind>;

/** How long each link works. */
export const IDENTITY_TOKEN_LIFETIME_MS: Record<IdentityTokenKindValue, number> = {
  invitation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** A person's state as the administrator sees it. */
export const PersonState = { Invited: "Invited", Active: "Active", Disabled: "Disabled" } as const;
export type PersonStateValue = EnumValue<typeof PersonState>;

/** The second step at sign-in: a six-digit code sent by e-mail, or the person's authenticator app (TOTP). */
export const SecondStepMethod = { email: "email", totp: "totp" } as const;
export type SecondStepMethodValue = EnumValue<typeof SecondStepMethod>;

/** E-mailed sign-in codes: six digits, valid 10 minutes, 5 tries, resent at most once a minute. */
export const ONE_TIME_CODE = {
  digits: 6,
  lifetimeMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendIntervalMs: 60 * 1000,
} as const;

/** Single sign-on providers: Microsoft Entra ID, or any OpenID Connect provider. */
export const SsoProviderKind = { entra: "entra", oidc: "oidc" } as const;
export type SsoProviderKindValue = EnumValue<typeof SsoProviderKind>;
