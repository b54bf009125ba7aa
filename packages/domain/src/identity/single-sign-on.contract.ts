import { defineContract, rawReply } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  ClientRegisteredDbReplySchema,
  LoginWithEntraIdReplySchema,
  LoginWithEntraIdSchema,
  SaveSingleSignOnSchema,
  SignInMethodsQuerySchema,
  SignInMethodsReplySchema,
  SingleSignOnSettingsSchema,
  SsoCallbackQuerySchema,
  SsoStartQuerySchema,
} from "./single-sign-on.schemas.ts";

const TAG = "Single sign-on";
// The settings are the user administrators': the User Administration screen under Admin.
const SCREEN = { kind: "module", moduleId: ModuleId.UserAdministration, parentId: ModuleId.Admin } as const;

export const GetSingleSignOnContract = defineContract({
  method: "GET",
  path: "/Settings/GetSingleSignOn",
  summary:
    "The organisation's single sign-on connection (Microsoft Entra ID or an OpenID Connect provider), without its client secret, with the redirect URI to register.",
  tag: TAG,
  access: { ...SCREEN, level: AccessRightType.ReadOnly },
  reply: SingleSignOnSettingsSchema,
});

export const SaveSingleSignOnContract = defineContract({
  method: "POST",
  path: "/Settings/SaveSingleSignOn",
  summary:
    "Saves the organisation's single sign-on connection after reading the issuer's discovery document (400 naming IssuerUrl or TenantId when it cannot be read); an empty ClientSecret keeps the one kept.",
  tag: TAG,
  access: { ...SCREEN, level: AccessRightType.ReadWrite },
  body: SaveSingleSignOnSchema,
  reply: SingleSignOnSettingsSchema,
});

export const GetClientRegisteredDbCleanContract = defineContract({
  method: "GET",
  path: "/Login/GetClientRegisteredDbClean",
  summary:
    "The sign-in methods for an e-mail's domain (password, and the single sign-on that claims the domain): the same answer for every address of a domain, whether or not someone has it.",
  tag: "Login",
  access: { kind: "public" },
  query: SignInMethodsQuerySchema,
  reply: SignInMethodsReplySchema,
});

export const GetClientRegisteredDbContract = defineContract({
  method: "GET",
  path: "/Login/GetClientRegisteredDb",
  summary:
    "The sign-in methods for an e-mail's domain, with the login database and the name and logo of the organisation whose single sign-on claims the domain; never whether the address exists.",
  tag: "Login",
  access: { kind: "public" },
  query: SignInMethodsQuerySchema,
  reply: ClientRegisteredDbReplySchema,
});

export const SsoStartContract = defineContract({
  method: "GET",
  path: "/Login/SsoStart",
  summary:
    "Starts a redirect sign-in for the e-mail's domain: keeps state, nonce and PKCE verifier for 10 minutes, sets the state cookie and redirects (302) to the provider.",
  tag: "Login",
  access: { kind: "public" },
  query: SsoStartQuerySchema,
  reply: rawReply(
    "text/html",
    "A redirect (302) to the provider, or to /#/Login-Callback?error=… on failure.",
  ),
});

export const SsoCallbackContract = defineContract({
  method: "GET",
  path: "/Login/SsoCallback",
  summary:
    "The provider's redirect URI: checks the state, exchanges the code, takes the verified e-mail and redirects (302) to /#/Login-Callback with the e-mail and a one-time ValidationToken, or with an error.",
  tag: "Login",
  access: { kind: "public" },
  query: SsoCallbackQuerySchema,
  reply: rawReply("text/html", "A redirect (302) to /#/Login-Callback?email=…&token=… or ?error=…"),
});

export const LoginWithEntraIdContract = defineContract({
  method: "POST",
  path: "/Login/LoginWithEntraId",
  summary:
    "Finishes a redirect sign-in with its e-mail and one-time ValidationToken (in the browser that started it): StatusCode 0 with the session user record and the session cookie, or a StatusCode and StatusMessage saying why not.",
  tag: "Login",
  access: { kind: "public" },
  body: LoginWithEntraIdSchema,
  reply: LoginWithEntraIdReplySchema,
});
