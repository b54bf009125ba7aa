import { z } from "zod";
import { EmailSchema, SessionUserRecordSchema } from "../auth/auth.schemas.ts";
import { aliasKeys } from "../shared/request.schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { SsoProviderKind } from "./identity.enums.ts";
import {
  ENTRA_DISPLAY_NAME,
  checkIssuerUrl,
  entraIssuerUrl,
  isEntraTenantId,
  parseAllowedDomains,
} from "./single-sign-on.rules.ts";

export const SsoProviderKindSchema = enumSchema(SsoProviderKind);

/** GET Settings/GetSingleSignOn: the organisation's connection as the settings card shows it. */
export const SingleSignOnSettingsSchema = z.object({
  /** Whether a connection has been saved at all. */
  IsConfigured: z.boolean(),
  Provider: SsoProviderKindSchema,
  /** Entra ID's directory (tenant) ID; "" for another provider. */
  TenantId: z.string(),
  IssuerUrl: z.string(),
  DisplayName: z.string(),
  ClientId: z.string(),
  /** The client secret is never answered: only whether one is kept. */
  HasClientSecret: z.boolean(),
  AllowedDomains: z.array(z.string()),
  Enabled: z.boolean(),
  /** Just-in-time creation: an unknown person of an allowed domain is created with JitRoleId's role. */
  JitEnabled: z.boolean(),
  JitRoleId: z.number().int().nullable(),
  /** The address to register at the provider as the redirect URI. */
  RedirectUri: z.string(),
  /** The organisation's roles, for the default role of people created just in time. */
  Roles: z.array(z.object({ RoleId: z.number().int(), RoleName: z.string(), IsEnabled: z.boolean() })),
  UpdatedOn: z.string().nullable(),
});
export type SingleSignOnSettings = z.infer<typeof SingleSignOnSettingsSchema>;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** POST Settings/SaveSingleSignOn. An empty ClientSecret keeps the one already kept. */
export const SaveSingleSignOnSchema = z
  .object({
    Provider: SsoProviderKindSchema,
    TenantId: text(64).default(""),
    IssuerUrl: text(500).default(""),
    DisplayName: text(60).default(""),
    ClientId: text(255).min(1, "is required"),
    ClientSecret: z.string().max(1024, "must be at most 1024 characters").default(""),
    /** Comma-separated ("acme.example, acme.co.uk") or a list. */
    AllowedDomains: z.union([z.string().max(5000), z.array(z.string().max(253)).max(200)]),
    Enabled: z.boolean(),
    JitEnabled: z.boolean().default(false),
    JitRoleId: z.number().int().positive().nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (value.Provider === "entra" && !isEntraTenantId(value.TenantId))
      issue(
        "TenantId",
        "must be the directory (tenant) ID, a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47",
      );
    if (value.Provider === "oidc") {
      const issuer = checkIssuerUrl(value.IssuerUrl);
      if (!issuer.ok) issue("IssuerUrl", value.IssuerUrl === "" ? "is required" : issuer.message);
      if (value.DisplayName === "") issue("DisplayName", "is required");
    }
    const domains = parseAllowedDomains(value.AllowedDomains);
    if (!domains.ok) issue("AllowedDomains", domains.message);
    if (value.JitEnabled && value.JitRoleId === null) issue("JitRoleId", "choose the role of people created");
  })
  .transform((value) => {
    const domains = parseAllowedDomains(value.AllowedDomains);
    const isEntra = value.Provider === "entra";
    const issuer = checkIssuerUrl(value.IssuerUrl);
    return {
      ...value,
      IssuerUrl: isEntra ? entraIssuerUrl(value.TenantId) : issuer.ok ? issuer.url : value.IssuerUrl,
      DisplayName: isEntra ? ENTRA_DISPLAY_NAME : value.DisplayName,
      AllowedDomains: domains.ok ? domains.domains : [],
      JitRoleId: value.JitEnabled ? value.JitRoleId : null,
    };
  });
export type SaveSingleSignOnInput = z.input<typeof SaveSingleSignOnSchema>;
export type SaveSingleSignOn = z.output<typeof SaveSingleSignOnSchema>;

/** Login/GetClientRegisteredDb(Clean)?email=: the address whose domain decides the sign-in methods. */
export const SignInMethodsQuerySchema = z.preprocess(
  aliasKeys({ email: ["Email", "EmailAddress"] }),
  z.object({ email: EmailSchema }),
);
export type SignInMethodsQuery = z.infer<typeof SignInMethodsQuerySchema>;

/** The single sign-on offered for a domain: the button's name and where it leads. */
export const SingleSignOnMethodSchema = z.object({ Name: z.string(), StartUrl: z.string() });

/** Login/GetClientRegisteredDbClean: the sign-in methods of the e-mail's domain, and nothing else. */
export const SignInMethodsReplySchema = z.object({
  StatusCode: z.number().int(),
  Password: z.boolean(),
  SingleSignOn: SingleSignOnMethodSchema.nullable(),
});
export type SignInMethodsReply = z.infer<typeof SignInMethodsReplySchema>;

/** Login/GetClientRegisteredDb: the methods, with the login database and the organisation of the domain. */
export const ClientRegisteredDbReplySchema = SignInMethodsReplySchema.extend({
  DatabaseName: z.string(),
  /** The organisation whose single sign-on claims the domain, or null. */
  OrganisationName: z.string().nullable(),
  ClientLogoPath: z.string().nullable(),
});
export type ClientRegisteredDbReply = z.infer<typeof ClientRegisteredDbReplySchema>;

/** Login/SsoStart?email=: the browser's way to the provider. */
export const SsoStartQuerySchema = SignInMethodsQuerySchema;

/** Login/SsoCallback: what the provider sends back (a code and the state, or an error). */
export const SsoCallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/** POST Login/LoginWithEntraId: the e-mail and the one-time ValidationToken of a redirect sign-in. */
export const LoginWithEntraIdSchema = z.preprocess(
  aliasKeys({ Email: ["email"], ValidationToken: ["validationToken"] }),
  z.object({
    Email: EmailSchema,
    ValidationToken: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "is too long"),
  }),
);
export type LoginWithEntraIdRequest = z.infer<typeof LoginWithEntraIdSchema>;

/** StatusCode and StatusMessage; on success (StatusCode 0) also the session user record. */
export const LoginWithEntraIdReplySchema = SessionUserRecordSchema.partial().extend({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type LoginWithEntraIdReply = z.infer<typeof LoginWithEntraIdReplySchema>;
