import { z } from "zod";
import { MAX_ID, RecordIdSchema } from "../../shared/id.schemas.ts";
import { enumSchema } from "../../shared/enum-schema.ts";
import { FieldAccessModeSchema, TaskFieldIdSchema } from "../tasks.enum-schemas.ts";
import { fieldAccessLabel, fieldModesFor, TaskFieldAction } from "./task-field-access.rules.ts";
import { TASK_FIELD_LABELS } from "../task-writes.schemas.ts";

/**
 * One field action of the Accept / Reject / Reset / Complete access modes on a task. Reject needs a comment;
 * Complete a value, in the form the edit sends that field in (checked against that field's own rule).
 */
export const ReviewTaskFieldSchema = z
  .object({
    TaskId: RecordIdSchema,
    FieldId: TaskFieldIdSchema,
    Action: enumSchema(TaskFieldAction),
    Value: z.unknown().optional(),
    Comment: z
      .string()
      .trim()
      .max(1000, "A comment has at most 1,000 characters.")
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((value, issue) => {
    if (value.Action === TaskFieldAction.Reject && value.Comment === null)
      issue.addIssue({ code: "custom", path: ["Comment"], message: "Say why the value is rejected." });
    if (
      value.Action === TaskFieldAction.Complete &&
      (value.Value === undefined || value.Value === null || value.Value === "")
    )
      issue.addIssue({
        code: "custom",
        path: ["Value"],
        message: "Give the value to complete the field with.",
      });
  });
export type ReviewTaskField = z.infer<typeof ReviewTaskFieldSchema>;
export type ReviewTaskFieldInput = z.input<typeof ReviewTaskFieldSchema>;

/** A decision on a field's present value (Accept / Reject), shown until the value changes. */
export const TaskFieldReviewViewSchema = z.object({
  State: z.enum(["Accepted", "Rejected"]),
  ByName: z.string().nullable(),
  /** A point in time, ISO 8601. */
  At: z.string(),
  Comment: z.string().nullable(),
});
export type TaskFieldReviewView = z.infer<typeof TaskFieldReviewViewSchema>;
export const TaskFieldReviewsSchema = z.partialRecord(TaskFieldIdSchema, TaskFieldReviewViewSchema);
export type TaskFieldReviews = z.infer<typeof TaskFieldReviewsSchema>;

const roleIdQuery = z.coerce
  .number<unknown>({ error: "RoleId must be a number" })
  .int("RoleId must be a whole number")
  .positive("RoleId must be positive")
  .max(MAX_ID, "RoleId is too large");

/** The field rights of a role; without RoleId, of the organisation's first role. */
export const FieldRightsQuerySchema = z.object({ RoleId: roleIdQuery.optional() });
export type FieldRightsQuery = z.infer<typeof FieldRightsQuerySchema>;

/** Gives a role a mode for one field (ReadWrite: as if no right were stored). */
export const SetFieldRightSchema = z
  .object({ RoleId: RecordIdSchema, FieldId: TaskFieldIdSchema, Mode: FieldAccessModeSchema })
  .superRefine((value, issue) => {
    if (!fieldModesFor(value.FieldId).includes(value.Mode))
      issue.addIssue({
        code: "custom",
        path: ["Mode"],
        message: `${TASK_FIELD_LABELS[value.FieldId]} always has a value: it cannot be given '${fieldAccessLabel(value.Mode)}'.`,
      });
  });
export type SetFieldRightInput = z.input<typeof SetFieldRightSchema>;

export const FieldRightRowSchema = z.object({
  FieldId: TaskFieldIdSchema,
  Label: z.string(),
  Mode: FieldAccessModeSchema,
  /** The modes this field may be given. */
  Modes: z.array(FieldAccessModeSchema),
});
export type FieldRightRow = z.infer<typeof FieldRightRowSchema>;

/** One role's access to each standard field, and the roles to choose from. */
export const FieldRightsSchema = z.object({
  RoleId: z.number().int(),
  Role: z.string(),
  Roles: z.array(z.object({ RoleId: z.number().int(), Role: z.string() })),
  Fields: z.array(FieldRightRowSchema),
});
export type FieldRights = z.infer<typeof FieldRightsSchema>;
