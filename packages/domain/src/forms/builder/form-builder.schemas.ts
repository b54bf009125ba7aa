import { z } from "zod";
import { MAX_ID } from "../../shared/id.schemas.ts";
import { FormLifecycle } from "../forms.enums.ts";
import { DataPointAction } from "../survey/data-point.enums.ts";
import { surveyEnumField, surveyIdField } from "../survey/survey-fields.schemas.ts";
import { WorkOrderType } from "../../tasks/tasks.enums.ts";
import {
  FORM_BUILDER_LIMITS as L,
  WORK_ORDER_TYPE_NAMES,
  type WorkOrderTypeName,
} from "./form-builder.enums.ts";
import { FORM_BUILDER_MESSAGES as M } from "./form-builder.messages.ts";
import { FormDefinitionSchema, type FormDefinition } from "./form-definition.schemas.ts";

/** A work-order type by its name ("Fueling"), as a form stores it. */
export const WorkOrderTypeNameSchema = z.enum(
  WORK_ORDER_TYPE_NAMES as [WorkOrderTypeName, ...WorkOrderTypeName[]],
  { error: `WorkOrderType must be one of ${WORK_ORDER_TYPE_NAMES.join(", ")}.` },
);

const SearchSchema = z
  .string({ error: "SearchQuery must be text." })
  .max(L.search, `SearchQuery has at most ${L.search} characters.`)
  .nullish();

/**
 * The light list of forms for pickers (a work order's form, a report's form): optionally only the forms whose
 * approved version is in use, only those of one work-order type (TypeId, the type's id), or those whose name
 * contains SearchQuery. The session fields older clients send along (Email, EmployeeId …) are ignored: who is
 * asking comes from the session.
 */
export const FormListLiteQuerySchema = z.object({
  SearchQuery: SearchSchema,
  TypeId: surveyEnumField("TypeId", WorkOrderType).nullish(),
  ApprovedOnly: z.boolean({ error: "ApprovedOnly must be true or false." }).nullish(),
});
export type FormListLiteQuery = z.infer<typeof FormListLiteQuerySchema>;

/** A form in the light list: its id, name, latest approved version (0 when none) and status. */
export const FormLiteRowSchema = z.object({
  FormId: z.number().int(),
  Name: z.string(),
  Version: z.number().int(),
  StatusId: z.number().int(),
});
export const FormListLiteReplySchema = z.array(FormLiteRowSchema);
export type FormLiteRow = z.infer<typeof FormLiteRowSchema>;

/** The builder's list of forms: optionally those whose name contains SearchQuery, in one status, of one type. */
export const FormListQuerySchema = z.object({
  SearchQuery: SearchSchema,
  StatusId: surveyEnumField("StatusId", FormLifecycle).nullish(),
  WorkOrderType: WorkOrderTypeNameSchema.nullish(),
});
export type FormListQuery = z.infer<typeof FormListQuerySchema>;

/** A form in the builder's list. UpdatedOn is an ISO instant; Version is the latest approved one (0: none). */
export const FormListRowSchema = z.object({
  FormId: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  Version: z.number().int(),
  WorkOrderType: z.string().nullable(),
  UpdatedOn: z.string(),
  UpdatedByName: z.string(),
  FieldCount: z.number().int(),
});
export const FormListReplySchema = z.object({ Forms: z.array(FormListRowSchema) });
export type FormListRow = z.infer<typeof FormListRowSchema>;
export type FormListReply = z.infer<typeof FormListReplySchema>;

/** One form, by its id ('?FormId=12'). */
export const FormIdQuerySchema = z.object({
  FormId: z.coerce
    .number<unknown>({ error: "FormId must be a number." })
    .int("FormId must be a whole number.")
    .positive("FormId must be positive.")
    .max(MAX_ID, "FormId is too large."),
});
export type FormIdQuery = z.infer<typeof FormIdQuerySchema>;

/** One move of a form's life cycle: who, when, from which status (none at creation) to which, and why. */
export const FormHistoryRowSchema = z.object({
  FromStatusId: z.number().int().nullable(),
  FromStatusName: z.string().nullable(),
  ToStatusId: z.number().int(),
  ToStatusName: z.string(),
  Comment: z.string().nullable(),
  ByName: z.string(),
  On: z.string(),
});
export type FormHistoryRow = z.infer<typeof FormHistoryRowSchema>;

/**
 * A form as the builder opens it: its draft definition (the one being edited; the approved versions are kept
 * apart), status, latest approved version, whether that version is in use, the actions its status allows next,
 * and its history, newest first. The definition is given as stored (it passed the form rules when it was saved).
 */
export const FormDetailSchema = FormListRowSchema.omit({ FieldCount: true }).extend({
  IsInUse: z.boolean(),
  NextActions: z.array(z.number().int()),
  Definition: z.custom<FormDefinition>((value) => typeof value === "object" && value !== null),
  History: z.array(FormHistoryRowSchema),
});
export type FormDetail = z.infer<typeof FormDetailSchema>;

/** Creates a form (no FormId) or saves its draft: name, description, work-order type and definition. */
export const SaveFormSchema = z.object({
  FormId: surveyIdField("FormId").nullish(),
  Name: z
    .string({ error: M.formNameRequired })
    .trim()
    .min(1, M.formNameRequired)
    .max(L.formName, M.formNameTooLong),
  Description: z
    .string({ error: "Description must be text." })
    .trim()
    .max(L.description, M.descriptionTooLong)
    .nullish(),
  WorkOrderType: WorkOrderTypeNameSchema.nullish(),
  Definition: FormDefinitionSchema,
});
export type SaveForm = z.infer<typeof SaveFormSchema>;

/** A life-cycle action on a form (Draft, RequestForReview, Reject, Approve, Disable) with an optional comment. */
export const MoveFormSchema = z.object({
  FormId: surveyIdField("FormId"),
  ActionId: surveyEnumField("ActionId", DataPointAction),
  Comment: z.string({ error: "Comment must be text." }).trim().max(L.comment, M.commentTooLong).nullish(),
});
export type MoveForm = z.infer<typeof MoveFormSchema>;

/** What a save or a move answers: the form's id, status and latest approved version, and a message to show. */
export const FormWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  FormId: z.number().int(),
  StatusId: z.number().int(),
  Version: z.number().int(),
});
export type FormWriteReply = z.infer<typeof FormWriteReplySchema>;
