import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  PublishTermsReplySchema,
  TermsAcceptanceReplySchema,
  TermsBodyRequestSchema,
  TermsPreviewReplySchema,
  TermsReplySchema,
} from "./terms.schemas.ts";

const TAG = "People and identity";
// Publishing the terms is managing people: the User Administration screen at read-write.
const MANAGE = {
  kind: "module",
  moduleId: ModuleId.UserAdministration,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadWrite,
} as const;

export const GetCurrentTermsContract = defineContract({
  method: "GET",
  path: "/Terms/GetCurrent",
  summary:
    "The caller's organisation's current terms of use (version 1, the product's default text, until it publishes its own).",
  tag: TAG,
  access: { kind: "session" },
  reply: TermsReplySchema,
});

export const GetDefaultTermsContract = defineContract({
  method: "GET",
  path: "/Terms/GetDefault",
  summary: "The product's default terms of use, for someone not signed in.",
  tag: TAG,
  access: { kind: "public" },
  reply: TermsReplySchema,
});

export const GetTermsAcceptanceContract = defineContract({
  method: "GET",
  path: "/Terms/GetAcceptance",
  summary:
    "The organisation's current terms version and the one the caller last accepted: the prompt asks again when it is below.",
  tag: TAG,
  access: { kind: "session" },
  reply: TermsAcceptanceReplySchema,
});

export const PublishTermsContract = defineContract({
  method: "POST",
  path: "/Terms/Publish",
  summary:
    "Publishes a new version of the organisation's terms (BodyMarkdown, at most 100,000 characters): everyone is asked to accept it at their next page load or sign-in.",
  tag: TAG,
  access: MANAGE,
  body: TermsBodyRequestSchema,
  reply: PublishTermsReplySchema,
});

export const PreviewTermsContract = defineContract({
  method: "POST",
  path: "/Terms/Preview",
  summary: "The terms text (BodyMarkdown) as the terms page would show it, before it is published.",
  tag: TAG,
  access: MANAGE,
  body: TermsBodyRequestSchema,
  reply: TermsPreviewReplySchema,
});
