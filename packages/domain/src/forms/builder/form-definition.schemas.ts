import { z } from "zod";
import { surveyIdField, surveyWholeField } from "../survey/survey-fields.schemas.ts";
import { FORM_FIELD_LIMITS } from "../survey/form-field.schemas.ts";
import { FORM_BUILDER_LIMITS as L } from "./form-builder.enums.ts";
import { FORM_BUILDER_MESSAGES as M } from "./form-builder.messages.ts";
import { FormBuilderFieldSchema } from "./form-builder-field.schemas.ts";
import { checkFormDefinition } from "./form-definition.rules.ts";

/** A section's or sub-section's name: something besides spaces, at most 100 characters. */
const SectionNameSchema = z
  .string({ error: M.sectionNameRequired })
  .max(L.sectionName, M.sectionNameTooLong)
  .refine((name) => name.trim() !== "", M.sectionNameRequired);

const OrderIndexSchema = surveyWholeField("OrderIndex", 0, FORM_FIELD_LIMITS.orderIndex);

/** A sub-section of a section: a heading that groups some of the section's fields. */
export const FormSubSectionSchema = z.object(
  {
    SubSectionId: surveyIdField("SubSectionId"),
    Name: SectionNameSchema,
    OrderIndex: OrderIndexSchema,
  },
  { error: "A sub-section must be an object with SubSectionId and Name." },
);
export type FormSubSection = z.infer<typeof FormSubSectionSchema>;

/** A section of a form: its id (unique in the form), name, place, sub-sections and fields. */
export const FormSectionSchema = z.object({
  SectionId: surveyIdField("SectionId"),
  Name: SectionNameSchema,
  OrderIndex: OrderIndexSchema,
  SubSections: z
    .array(FormSubSectionSchema, { error: "SubSections must be a list." })
    .max(L.subSections, M.tooManySubSections)
    .nullish(),
  Fields: z.array(FormBuilderFieldSchema, { error: "Fields must be a list." }).max(L.fields, M.tooManyFields),
});
export type FormSection = z.infer<typeof FormSectionSchema>;

/**
 * A form as the builder saves it: its sections, each with its sub-sections and fields. Besides each field's own
 * rules, the whole form is checked (checkFormDefinition): ids used once, fields placed in their own section,
 * dependencies and formulas that name fields of the form, no loop of formulas, at most 500 fields and 50
 * sub-sections. Every problem names its field's path.
 */
export const FormDefinitionSchema = z
  .object(
    {
      Sections: z
        .array(FormSectionSchema, { error: "Sections must be a list." })
        .max(L.sections, M.tooManySections),
    },
    { error: "Definition must be an object with Sections." },
  )
  .superRefine((definition, ctx) => {
    for (const problem of checkFormDefinition(definition))
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  });
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** The number of fields of a form, as lists show it. */
export const formFieldCount = (definition: { Sections: readonly { Fields: readonly unknown[] }[] }): number =>
  definition.Sections.reduce((total, section) => total + section.Fields.length, 0);
