import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { MailOutboxQuerySchema, MailOutboxReplySchema } from "./mail-outbox.schemas.ts";

export const GetMailOutboxContract = defineContract({
  method: "GET",
  path: "/Mail/GetOutbox",
  summary:
    "The organisation's sent and kept e-mails (invitations, password resets, sign-in codes), newest first; with no SMTP server configured this is where they are read.",
  tag: "People and identity",
  access: {
    kind: "module",
    moduleId: ModuleId.UserAdministration,
    parentId: ModuleId.Admin,
    level: AccessRightType.ReadOnly,
  },
  query: MailOutboxQuerySchema,
  reply: MailOutboxReplySchema,
});
