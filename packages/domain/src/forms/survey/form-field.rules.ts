import { checkEmail, checkPhone } from "../../shared/field.rules.ts";
import { formatDayOrMoment } from "../../shared/display-time.rules.ts";
import { FieldType, type FieldTypeId } from "../forms.enums.ts";
import { allowedExtensionsOf, firstRefusedFile, mediaFormatMessage } from "./form-field-media.rules.ts";
import type { FormField } from "./form-field.schemas.ts";
import { readingDayNumber } from "../expressions/calendar-days.rules.ts";
import { compileReadingPattern } from "./reading-pattern.rules.ts";
import { READING_MAX_LENGTH, READING_PATTERN_MESSAGES } from "./survey.messages.ts";

/** A file a media field holds: its name is what its format is read from. */
export type FormFieldFile = { readonly FileName: string };
/** What a form field holds: a text or number, a list (multiselect ids, files), or nothing. */
export type FormFieldValue =
  string | number | boolean | null | undefined | readonly (string | number | FormFieldFile)[];

/** A field value's outcome; an e-mail refused for its parts' lengths carries the localDomainLengthError flag. */
export type FormFieldCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly localDomainLengthError?: boolean };

/** Messages of the form fields' own rules. */
export const FORM_FIELD_MESSAGES = {
  required: "This field is required.",
  mismatch: "This value is not in the form this field expects.",
  patternUnusable:
    "This field's pattern cannot be used, so the value cannot be checked. Ask the form's owner to correct the field.",
} as const;
export const fieldMaxLengthMessage = (max: number): string =>
  `This field has at most ${max.toLocaleString("en-US")} ${max === 1 ? "character" : "characters"}.`;
export const minimumDateMessage = (day: string): string =>
  `Choose a date on or after ${formatDayOrMoment(day)}.`;
export const maxSelectionsMessage = (max: number): string =>
  `Choose at most ${max.toLocaleString("en-US")} ${max === 1 ? "option" : "options"}.`;

/** The survey message (portal-platform §5.1) a field type's values fail with. */
export const FIELD_TYPE_MESSAGE: Readonly<Partial<Record<FieldTypeId, string>>> = {
  [FieldType.AlphanumericForm]: READING_PATTERN_MESSAGES.alphanumeric,
  [FieldType.Alphanumeric]: READING_PATTERN_MESSAGES.alphanumeric,
  [FieldType.Date]: READING_PATTERN_MESSAGES.date,
  [FieldType.DateTime]: READING_PATTERN_MESSAGES.datetime,
  [FieldType.Email]: READING_PATTERN_MESSAGES.email,
  [FieldType.Decimal]: READING_PATTERN_MESSAGES.decimal,
  [FieldType.WholeNumber]: READING_PATTERN_MESSAGES.wholeNumber,
  [FieldType.Phone]: READING_PATTERN_MESSAGES.phone,
};

// A decimal: an optional sign, digits with an optional fraction, or a bare fraction (.5); no spaces.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
// A whole number: digits only, no sign, no spaces.
const WHOLE_NUMBER = /^\d+$/;

const OK: FormFieldCheck = { ok: true };
const fail = (message: string): FormFieldCheck => ({ ok: false, message });

const isEmpty = (value: FormFieldValue): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "number" && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

const fileNameOf = (item: string | number | FormFieldFile): string =>
  typeof item === "object" ? item.FileName : String(item);

type CheckedField = Pick<
  FormField,
  | "FieldTypeId"
  | "IsRequired"
  | "Regex"
  | "ErrorMessage"
  | "AllowedMediaFormats"
  | "MinimumDate"
  | "MaxLength"
  | "MultiselectFieldMaxSelections"
>;

const checkList = (
  field: CheckedField,
  items: readonly (string | number | FormFieldFile)[],
): FormFieldCheck => {
  const max = field.MultiselectFieldMaxSelections;
  if (field.FieldTypeId === FieldType.Multiselect && max && items.length > max)
    return fail(maxSelectionsMessage(max));
  const allowed = allowedExtensionsOf(field);
  if (allowed.length > 0 && firstRefusedFile(items.map(fileNameOf), allowed) !== null)
    return fail(mediaFormatMessage(allowed));
  return OK;
};

// What the field's type asks of a text value: e-mail, phone, number and date forms, the minimum date, a file.
const checkByType = (field: CheckedField, text: string): FormFieldCheck => {
  const type = field.FieldTypeId;
  switch (type) {
    case FieldType.Email: {
      const check = checkEmail({ email: text });
      return check.ok ? OK : { ...check };
    }
    case FieldType.Phone:
      return checkPhone({ phone: text });
    case FieldType.Decimal:
      return DECIMAL.test(text) ? OK : fail(READING_PATTERN_MESSAGES.decimal);
    case FieldType.WholeNumber:
      return WHOLE_NUMBER.test(text) ? OK : fail(READING_PATTERN_MESSAGES.wholeNumber);
    case FieldType.Date:
    case FieldType.DateTime: {
      const day = readingDayNumber(text);
      if (day === null) return fail(FIELD_TYPE_MESSAGE[type]!);
      const minimum = field.MinimumDate ? readingDayNumber(field.MinimumDate) : null;
      return minimum !== null && day < minimum ? fail(minimumDateMessage(field.MinimumDate!)) : OK;
    }
    default:
      return checkList(field, [text]);
  }
};

const checkOwnPattern = (field: CheckedField, text: string): FormFieldCheck => {
  const source = field.Regex;
  if (!source || source.trim() === "") return OK;
  const pattern = compileReadingPattern(source);
  if (!pattern.ok) return fail(FORM_FIELD_MESSAGES.patternUnusable);
  if (pattern.test(text)) return OK;
  return fail(
    field.ErrorMessage?.trim() || FIELD_TYPE_MESSAGE[field.FieldTypeId] || FORM_FIELD_MESSAGES.mismatch,
  );
};

/**
 * Checks a value against a form field's own rules, the first that fails speaking:
 * - a required field needs a value (spaces alone, an empty list or nothing are no value);
 * - a list is a multiselect's choices (at most MultiselectFieldMaxSelections) or a media field's files (each
 *   in the field's AllowedMediaFormats, else its media type's list); a single file name is checked the same way;
 * - a text is at most the field's MaxLength (never over 10,000 characters, so no longer text is pattern-checked);
 * - e-mail fields use the product's e-mail rule (with its localDomainLengthError flag), phone fields its phone
 *   rule, decimal, whole-number, date and date-time fields the survey messages; a date is not before MinimumDate;
 * - the field's own Regex, failing with its own ErrorMessage, else the message of its type.
 * Odometer-style maximums (1,000,000) are not a general field rule and are not applied here.
 */
export const checkFormFieldValue = (field: CheckedField, value: FormFieldValue): FormFieldCheck => {
  if (isEmpty(value)) return field.IsRequired === true ? fail(FORM_FIELD_MESSAGES.required) : OK;
  if (Array.isArray(value)) return checkList(field, value);
  const text = String(value);
  const limit =
    field.MaxLength && field.MaxLength > 0
      ? Math.min(field.MaxLength, READING_MAX_LENGTH)
      : READING_MAX_LENGTH;
  if (text.length > limit) return fail(fieldMaxLengthMessage(limit));
  const byType = checkByType(field, text);
  return byType.ok ? checkOwnPattern(field, text) : byType;
};
