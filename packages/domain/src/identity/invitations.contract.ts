import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { ImportUsersReplySchema } from "./invitation-import.schemas.ts";
import {
  ActivateEmployeeReplySchema,
  ActivateEmployeeSchema,
  ActivationQuerySchema,
  ActivationReplySchema,
  EmployeeLinkReplySchema,
  EmployeeLinkRequestSchema,
  InviteEmployeeReplySchema,
  InviteEmployeeSchema,
} from "./invitations.schemas.ts";

const TAG = "People and identity";
// Inviting people is a change on the User Administration screen, under Admin.
const WRITE = {
  kind: "module",
  moduleId: ModuleId.UserAdministration,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadWrite,
} as const;

export const InviteEmployeeContract = defineContract({
  method: "POST",
  path: "/Employee/InviteEmployee",
  summary:
    "Creates a person of the organisation as Invited (no password yet) and e-mails an invitation whose link works for 72 hours.",
  tag: TAG,
  access: WRITE,
  body: InviteEmployeeSchema,
  reply: InviteEmployeeReplySchema,
});

export const ImportUsersContract = defineContract({
  method: "POST",
  path: "/Employee/ImportUsers",
  summary:
    "Invites the people of one .xlsx or .csv file (multipart; columns First name, Last name, Email, Role, Phone; at most 1,000 rows) and answers each row's outcome.",
  tag: TAG,
  access: WRITE,
  reply: ImportUsersReplySchema,
});

export const ResendInvitationContract = defineContract({
  method: "POST",
  path: "/Employee/ResendInvitation",
  summary: "E-mails an Invited person a new invitation; the earlier link stops working.",
  tag: TAG,
  access: WRITE,
  body: EmployeeLinkRequestSchema,
  reply: EmployeeLinkReplySchema,
});

export const SendPasswordResetLinkContract = defineContract({
  method: "POST",
  path: "/Employee/SendPasswordResetLink",
  summary: "E-mails an Active person a link to choose a new password.",
  tag: TAG,
  access: WRITE,
  body: EmployeeLinkRequestSchema,
  reply: EmployeeLinkReplySchema,
});

export const GetActivationContract = defineContract({
  method: "GET",
  path: "/Employee/ActivateEmployee",
  summary:
    "Whether an invitation link works and, if so, who is invited to which organisation; otherwise why not (used, expired, not valid).",
  tag: TAG,
  access: { kind: "public" },
  query: ActivationQuerySchema,
  reply: ActivationReplySchema,
});

export const ActivateEmployeeContract = defineContract({
  method: "POST",
  path: "/Employee/ActivateEmployee",
  summary:
    "Accepts an invitation: sets the password, records the terms accepted, uses the link up and signs the person in (the session user record and cookie).",
  tag: TAG,
  access: { kind: "public" },
  body: ActivateEmployeeSchema,
  reply: ActivateEmployeeReplySchema,
});
