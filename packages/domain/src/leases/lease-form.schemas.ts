import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { requiredText } from "./lease-fields.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// BillingForm: the organisation's extra lease fields (FormBuilderLease) and a lease's answers

export const LeaseFormFieldTypeSchema = z.enum(["Text", "Number", "Date", "Dropdown", "File"], {
  error: "FieldType is one of Text, Number, Date, Dropdown, File.",
});
export const LeaseFormFieldSchema = z.object({
  Id: z.number().int(),
  Label: z.string(),
  FieldType: LeaseFormFieldTypeSchema,
  Required: z.boolean(),
  Options: z.array(z.string()),
  SortOrder: z.number().int(),
});
export type LeaseFormField = z.infer<typeof LeaseFormFieldSchema>;
export const LeaseFormFieldsReplySchema = z.array(LeaseFormFieldSchema);

/** The designer saves the whole list: fields without an Id are new, fields left out are retired. */
export const SaveLeaseFormFieldsSchema = z.object({
  Fields: z
    .array(
      z.object({
        Id: RecordIdSchema.nullish(),
        Label: requiredText("Label", 100),
        FieldType: LeaseFormFieldTypeSchema,
        Required: z.boolean().default(false),
        Options: z
          .array(z.string().trim().min(1).max(100))
          .max(50, "A dropdown has at most 50 options.")
          .default([]),
      }),
    )
    .max(50, "A lease form has at most 50 fields."),
});
export type SaveLeaseFormFieldsInput = z.input<typeof SaveLeaseFormFieldsSchema>;

export const LeaseFormValuesReplySchema = z.object({
  Fields: z.array(LeaseFormFieldSchema),
  /** By field id; a File field's value is the id of a document of the lease. */
  Values: z.record(z.string(), z.string().nullable()),
});
export type LeaseFormValuesReply = z.infer<typeof LeaseFormValuesReplySchema>;
export const SaveLeaseFormValuesSchema = z.object({
  LeaseId: RecordIdSchema,
  Values: z.record(z.string(), z.string().max(2000, "A value has at most 2,000 characters.").nullable()),
});
export type SaveLeaseFormValuesInput = z.input<typeof SaveLeaseFormValuesSchema>;
