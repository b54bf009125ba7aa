import { assertNever, type LeaseFormField } from "@fieldstead/domain";

/** A lease's answers as the form holds them: by field id, an empty text for no answer. */
export type LeaseFormAnswers = Record<string, string>;

export const LEASE_FORM_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  number: (label: string) => `${label} must be a number, such as 12 or 12.5.`,
  date: (label: string) => `${label} must be a date of the calendar.`,
  option: (label: string) => `${label} must be one of its options.`,
  file: (label: string) => `${label} must be one of the lease's documents.`,
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** Why one answer does not fit its field, or null when it does. */
const problemOf = (
  field: LeaseFormField,
  answer: string,
  documentIds: ReadonlySet<string> | null,
): string | null => {
  if (answer === "") return field.Required ? LEASE_FORM_MESSAGES.required(field.Label) : null;
  switch (field.FieldType) {
    case "Text":
      return null;
    case "Number":
      return NUMBER.test(answer) ? null : LEASE_FORM_MESSAGES.number(field.Label);
    case "Date":
      return isDay(answer) ? null : LEASE_FORM_MESSAGES.date(field.Label);
    case "Dropdown":
      return field.Options.includes(answer) ? null : LEASE_FORM_MESSAGES.option(field.Label);
    case "File":
      return documentIds === null || documentIds.has(answer) ? null : LEASE_FORM_MESSAGES.file(field.Label);
    default:
      return assertNever(field.FieldType);
  }
};

/**
 * What is wrong with a lease's answers, by field id (empty when they can be saved): a required field left
 * empty, a number or date that is not one, an option the dropdown does not have, a file that is not one of the
 * lease's documents (unchecked while they are not known). The server checks the same again.
 */
export const checkLeaseFormAnswers = ({
  fields,
  answers,
  documentIds = null,
}: {
  fields: readonly LeaseFormField[];
  answers: LeaseFormAnswers;
  documentIds?: ReadonlySet<string> | null;
}): Record<string, string> => {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = problemOf(field, (answers[String(field.Id)] ?? "").trim(), documentIds);
    if (problem) problems[String(field.Id)] = problem;
  }
  return problems;
};

/** The answers as the server takes them: trimmed, an empty one as null. */
export const answersToSave = (
  fields: readonly LeaseFormField[],
  answers: LeaseFormAnswers,
): Record<string, string | null> =>
  Object.fromEntries(
    fields.map((f) => {
      const answer = (answers[String(f.Id)] ?? "").trim();
      return [String(f.Id), answer === "" ? null : answer];
    }),
  );

/**
 * The field a server refusal names, whichever way it names it ('Values.12', '12', or the field's label), or
 * null for one the form does not show.
 */
export const fieldOfRefusal = (fields: readonly LeaseFormField[], name: string): string | null => {
  const id = /(\d+)$/.exec(name)?.[1];
  const found = fields.find((f) => String(f.Id) === id || f.Label === name);
  return found ? String(found.Id) : null;
};
