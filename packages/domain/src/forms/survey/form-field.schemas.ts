import { z } from "zod";
import { FieldType } from "../forms.enums.ts";
import { isoDayNumber } from "../expressions/calendar-days.rules.ts";
import { areKnownMediaFormats } from "./form-field-media.rules.ts";
import {
  surveyEnumField,
  surveyIdField,
  surveyFlagField,
  surveyTextField,
  surveyWholeField,
  surveyRequiredTextField,
} from "./survey-fields.schemas.ts";
import {
  QUESTION_TEXT_MAX_LENGTH,
  VALIDATION_ERROR_MAX_LENGTH,
  patternField,
} from "./survey-question.schemas.ts";
import { READING_MAX_LENGTH } from "./survey.messages.ts";
import { MAX_ID } from "../../shared/id.schemas.ts";

/** Bounds of a form field's own texts and lists. */
export const FORM_FIELD_LIMITS = {
  infoTip: 1_000,
  formats: 100,
  formatsText: 1_000,
  unit: 50,
  alias: 100,
  orderIndex: 10_000,
  multiselect: 1_000,
  dependencyValues: 100,
  dependencyValue: 1_000,
} as const;

const FORMATS_MESSAGE = "AllowedMediaFormats may list only known file extensions, such as jpg, mp4 or pdf.";

const AllowedMediaFormatsSchema = z
  .union(
    [
      z.string().max(FORM_FIELD_LIMITS.formatsText, `AllowedMediaFormats has at most 1,000 characters.`),
      z.array(z.string().max(20, FORMATS_MESSAGE)).max(FORM_FIELD_LIMITS.formats, FORMATS_MESSAGE),
    ],
    { error: FORMATS_MESSAGE },
  )
  .nullish()
  .refine((formats) => areKnownMediaFormats(formats), FORMATS_MESSAGE);

const MinimumDateSchema = z
  .string({ error: "MinimumDate must be a date written YYYY-MM-DD." })
  .max(10, "MinimumDate must be a date written YYYY-MM-DD.")
  .refine((day) => isoDayNumber(day) !== null, "MinimumDate must be a date written YYYY-MM-DD.")
  .nullish();

/** A dependent field's condition: it shows only when the field QuestionId holds one of `values`. */
export const FieldDependencySchema = z.object({
  QuestionId: surveyIdField("Dependency QuestionId"),
  values: z
    .array(
      z
        .string({ error: "Dependency values must be texts." })
        .max(FORM_FIELD_LIMITS.dependencyValue, "A Dependency value has at most 1,000 characters."),
      { error: "Dependency values must be a list of texts." },
    )
    .min(1, "Dependency values must list at least one value.")
    .max(FORM_FIELD_LIMITS.dependencyValues, "Dependency values has at most 100 values."),
});
export type FieldDependency = z.infer<typeof FieldDependencySchema>;

const optionalId = (label: string) => surveyWholeField(label, 0, MAX_ID);

/**
 * A dynamic form field as the form builder saves it: its question and type, whether it is required, where it
 * sits (section, sub-section, order), its own pattern (Regex) and the message a failed pattern shows
 * (ErrorMessage), the earliest date it takes (MinimumDate, YYYY-MM-DD), the file formats it takes, its display
 * flags, unit, alias, linked attribute, how many options a multiselect may hold, and the field it depends on.
 * A dependent field must name that field, and never itself.
 */
export const FormFieldSchema = z
  .object({
    QuestionId: surveyIdField("QuestionId"),
    QuestionText: surveyRequiredTextField("QuestionText", QUESTION_TEXT_MAX_LENGTH),
    FieldTypeId: surveyEnumField("FieldTypeId", FieldType),
    IsRequired: surveyFlagField("IsRequired"),
    OrderIndex: surveyWholeField("OrderIndex", 0, FORM_FIELD_LIMITS.orderIndex),
    InfoTip: surveyTextField("InfoTip", FORM_FIELD_LIMITS.infoTip),
    Regex: patternField("Regex"),
    ErrorMessage: surveyTextField("ErrorMessage", VALIDATION_ERROR_MAX_LENGTH),
    AllowedMediaFormats: AllowedMediaFormatsSchema,
    MinimumDate: MinimumDateSchema,
    IsDefault: surveyFlagField("IsDefault"),
    IsEnabled: surveyFlagField("IsEnabled"),
    IsVisible: surveyFlagField("IsVisible"),
    IsReadOnly: surveyFlagField("IsReadOnly"),
    IsDependent: surveyFlagField("IsDependent"),
    IsSearchable: surveyFlagField("IsSearchable"),
    HasOther: surveyFlagField("HasOther"),
    MaxLength: surveyWholeField("MaxLength", 0, READING_MAX_LENGTH),
    SectionId: optionalId("SectionId"),
    SubSectionId: optionalId("SubSectionId"),
    DropdownId: optionalId("DropdownId"),
    Unit: surveyTextField("Unit", FORM_FIELD_LIMITS.unit),
    MeasurementUnitId: optionalId("MeasurementUnitId"),
    FieldAlias: surveyTextField("FieldAlias", FORM_FIELD_LIMITS.alias),
    LinkedFieldAttributeId: optionalId("LinkedFieldAttributeId"),
    MultiselectFieldMaxSelections: surveyWholeField(
      "MultiselectFieldMaxSelections",
      1,
      FORM_FIELD_LIMITS.multiselect,
    ),
    Dependency: FieldDependencySchema.nullish(),
  })
  .superRefine((field, ctx) => {
    if (field.IsDependent === true && !field.Dependency)
      ctx.addIssue({
        code: "custom",
        path: ["Dependency"],
        message: "A dependent field names the field it depends on and the values that show it.",
      });
    if (field.Dependency && field.Dependency.QuestionId === field.QuestionId)
      ctx.addIssue({ code: "custom", path: ["Dependency"], message: "A field cannot depend on itself." });
  });
export type FormField = z.infer<typeof FormFieldSchema>;
