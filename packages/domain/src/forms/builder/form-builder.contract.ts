import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import {
  FormDetailSchema,
  FormIdQuerySchema,
  FormListLiteQuerySchema,
  FormListLiteReplySchema,
  FormListQuerySchema,
  FormListReplySchema,
  FormWriteReplySchema,
  MoveFormSchema,
  SaveFormSchema,
} from "./form-builder.schemas.ts";

const TAG = "Forms";
/** Seeing forms: the Form Builder screen (module 21, under Builders). */
const READ = {
  kind: "module",
  moduleId: ModuleId.FormBuilder,
  parentId: ModuleId.Builders,
  level: AccessRightType.ReadOnly,
} as const;
/** Saving and moving forms: the Form Builder at read-write; each action also needs its own operation. */
const WRITE = { ...READ, level: AccessRightType.ReadWrite } as const;

export const GetFormListLiteContract = defineContract({
  method: "POST",
  path: "/FormBuilder/GetFormListLite",
  summary:
    "A light list of the organisation's forms for pickers: id, name, latest approved version (0: none) and status.",
  tag: TAG,
  access: READ,
  body: FormListLiteQuerySchema,
  reply: FormListLiteReplySchema,
});

export const GetFormsContract = defineContract({
  method: "POST",
  path: "/FormBuilder/GetForms",
  summary:
    "The organisation's forms for the Form Builder page, by name, with status, version and field count.",
  tag: TAG,
  access: READ,
  body: FormListQuerySchema,
  reply: FormListReplySchema,
});

export const GetFormContract = defineContract({
  method: "GET",
  path: "/FormBuilder/GetForm",
  summary: "One form with its draft definition, status, latest approved version, next actions and history.",
  tag: TAG,
  access: READ,
  query: FormIdQuerySchema,
  reply: FormDetailSchema,
});

export const SaveFormContract = defineContract({
  method: "POST",
  path: "/FormBuilder/SaveForm",
  summary:
    "Creates a form as a Draft or saves its draft (a rejected form goes back to Draft; an approved one starts its next draft).",
  tag: TAG,
  access: WRITE,
  body: SaveFormSchema,
  reply: FormWriteReplySchema,
});

export const MoveFormContract = defineContract({
  method: "POST",
  path: "/FormBuilder/MoveForm",
  summary:
    "A life-cycle action on a form (Draft, RequestForReview, Reject, Approve, Disable); Approve writes the next version.",
  tag: TAG,
  access: WRITE,
  body: MoveFormSchema,
  reply: FormWriteReplySchema,
});
