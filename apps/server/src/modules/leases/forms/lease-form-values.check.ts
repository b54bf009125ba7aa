import { assertNever, isIsoDay } from "@fieldstead/domain";
import type { FieldRow } from "./lease-form.repository.ts";

// A number as typed: digits, an optional minus sign and decimals.
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const DOCUMENT_ID = /^[1-9]\d{0,9}$/;

/** An answer as kept: trimmed, and an empty answer is no answer. */
export const normaliseAnswer = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The document id a File answer names, or null when it is not an id at all. */
export const documentIdOf = (value: string): number | null =>
  DOCUMENT_ID.test(value) ? Number(value) : null;

/** Why an answer is missing: a required field must be answered. */
export const missingProblem = (field: FieldRow, value: string | null): string | null =>
  value === null && field.required ? `${field.label} is required.` : null;

/**
 * Why an answer does not fit its field, or null when it does: a Number is a number, a Date a day of the calendar
 * (YYYY-MM-DD), a Dropdown one of its options, a File one of the lease's documents (`leaseDocuments`). A missing
 * answer fits unless the field is required.
 */
export const answerProblem = (
  field: FieldRow,
  value: string | null,
  leaseDocuments: ReadonlySet<number>,
): string | null => {
  if (value === null) return missingProblem(field, value);
  switch (field.fieldType) {
    case "Text":
      return null;
    case "Number":
      return NUMBER_TEXT.test(value) ? null : `${field.label} must be a number.`;
    case "Date":
      return isIsoDay(value) ? null : `${field.label} must be a date of the calendar, YYYY-MM-DD.`;
    case "Dropdown":
      return field.options.includes(value)
        ? null
        : `${field.label} must be one of: ${field.options.join(", ")}.`;
    case "File": {
      const id = documentIdOf(value);
      return id !== null && leaseDocuments.has(id)
        ? null
        : `${field.label} must be a document of this lease.`;
    }
    default:
      return assertNever(field.fieldType);
  }
};
