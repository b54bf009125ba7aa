import { defineContract } from "../shared/contract.ts";
import {
  SsoAuthenticateRequestSchema,
  SsoSessionEndReplySchema,
  SsoSessionReplySchema,
  SsoTriggerRequestSchema,
} from "./sso.schemas.ts";

export const SsoTriggerContract = defineContract({
  method: "POST",
  path: "/sso/trigger",
  summary:
    "Opens the caller's single-sign-on session (before the helpdesk opens) with the identity of the session; the token must be the caller's.",
  tag: "Single sign-on",
  access: { kind: "session" },
  body: SsoTriggerRequestSchema,
  reply: SsoSessionReplySchema,
});

export const SsoAuthenticateContract = defineContract({
  method: "POST",
  path: "/sso/authenticate",
  summary:
    "Single-sign-on authenticate with token, name, email, role, organization, advancedUser; the token and e-mail must be the caller's.",
  tag: "Single sign-on",
  access: { kind: "session" },
  body: SsoAuthenticateRequestSchema,
  reply: SsoSessionReplySchema,
});

export const SsoSessionDeleteContract = defineContract({
  method: "DELETE",
  path: "/sso/session",
  summary:
    "Ends the caller's single-sign-on session (part of every logout); ended says whether one was open.",
  tag: "Single sign-on",
  access: { kind: "session" },
  reply: SsoSessionEndReplySchema,
});
