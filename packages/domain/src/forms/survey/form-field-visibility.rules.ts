import type { FieldDependency, FormField } from "./form-field.schemas.ts";
import type { FormFieldValue } from "./form-field.rules.ts";

type ShownField = Pick<FormField, "QuestionId" | "IsVisible" | "IsDependent"> & {
  readonly Dependency?: FieldDependency | null;
};

// A value "has" a listed value when its text is one of them; a list (multiselect) when any of its items is.
const holdsOneOf = (value: FormFieldValue, values: readonly string[]): boolean => {
  if (value === null || value === undefined) return false;
  const items = Array.isArray(value) ? value : [value];
  return items.some((item) => typeof item !== "object" && values.includes(String(item)));
};

/**
 * Whether a field is shown. A field marked not visible is hidden. A dependent field is shown only while the
 * field it depends on holds one of the listed values (for a multiselect, any chosen value counts); with the
 * form's fields given, the field it depends on must itself be shown too, so hiding a field hides the chain
 * below it. A loop of dependencies hides every field in it. A dependent field that names no dependency is
 * shown.
 */
export const isFieldShown = (
  field: ShownField,
  answersByQuestionId: Readonly<Record<number, FormFieldValue>>,
  fieldsByQuestionId?: Readonly<Record<number, ShownField>>,
): boolean => {
  const visited = new Set<number>();
  let current: ShownField | undefined = field;
  while (current) {
    if (current.IsVisible === false) return false;
    const dependency: FieldDependency | null | undefined = current.Dependency;
    if (current.IsDependent !== true || !dependency) return true;
    if (visited.has(current.QuestionId)) return false;
    visited.add(current.QuestionId);
    if (!holdsOneOf(answersByQuestionId[dependency.QuestionId], dependency.values)) return false;
    current = fieldsByQuestionId?.[dependency.QuestionId];
  }
  return true;
};

/** A task form has at most 50 sub-sections (portal-platform §9). */
export const TASK_SUBSECTION_MAX = 50;
export const TASK_SUBSECTION_MESSAGE = `A task form has at most ${TASK_SUBSECTION_MAX} sub-sections.`;

/**
 * The highest reading an odometer field takes (portal-platform §9). It is not a rule of form fields in general:
 * only a field meant for an odometer applies it.
 */
export const MAX_ODOMETER_READING = 1_000_000;

/** Whether a task form's fields stay within 50 distinct sub-sections. */
export const checkTaskSubSections = (
  fields: readonly Pick<FormField, "SubSectionId">[],
): { ok: true } | { ok: false; message: string } => {
  const subSections = new Set<number>();
  for (const field of fields) if (field.SubSectionId) subSections.add(field.SubSectionId);
  return subSections.size > TASK_SUBSECTION_MAX
    ? { ok: false, message: TASK_SUBSECTION_MESSAGE }
    : { ok: true };
};
