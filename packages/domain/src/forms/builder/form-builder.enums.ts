import { FieldType, FormLifecycle, type FormLifecycleId } from "../forms.enums.ts";
import { TASK_SUBSECTION_MAX } from "../survey/form-field-visibility.rules.ts";
import { WorkOrderType } from "../../tasks/tasks.enums.ts";

/**
 * How large a form the builder keeps: a form has at most 500 fields and 100 sections, and at most 50
 * sub-sections in all (the product's task sub-section limit); a dropdown or multiselect lists 1–200 options of
 * 1–200 characters; names and texts have the lengths below. Bounds keep a saved form quick to check and to show.
 */
export const FORM_BUILDER_LIMITS = {
  fields: 500,
  sections: 100,
  subSections: TASK_SUBSECTION_MAX,
  sectionName: 100,
  options: 200,
  option: 200,
  formula: 2_000,
  formName: 100,
  description: 1_000,
  comment: 1_000,
  search: 200,
} as const;

/** A form's status as people read it, one per life-cycle status. */
export const FORM_STATUS_NAMES: Readonly<Record<FormLifecycleId, string>> = {
  [FormLifecycle.Draft]: "Draft",
  [FormLifecycle.RequestForReview]: "Request for Review",
  [FormLifecycle.Reject]: "Rejected",
  [FormLifecycle.Approve]: "Approved",
  [FormLifecycle.Disable]: "Disabled",
};

/** The status name of an id; the id itself for one that is no status, so a stored oddity still shows. */
export const formStatusName = (status: number): string =>
  Object.hasOwn(FORM_STATUS_NAMES, status)
    ? FORM_STATUS_NAMES[status as FormLifecycleId]
    : `Status ${status}`;

/**
 * The work-order type a form is filled in on, written by its name ("Fueling", "CorrectiveMaintenance"): a name
 * keeps its meaning in stored forms even if the type ids were ever renumbered.
 */
export type WorkOrderTypeName = keyof typeof WorkOrderType;
export const WORK_ORDER_TYPE_NAMES = Object.keys(WorkOrderType) as WorkOrderTypeName[];

/** The name of a work-order type id, or null for an id that is no type. */
export const workOrderTypeNameOf = (typeId: number): WorkOrderTypeName | null =>
  WORK_ORDER_TYPE_NAMES.find((name) => WorkOrderType[name] === typeId) ?? null;

/** The field types whose answers are chosen from the field's own list of options. */
export const OPTION_FIELD_TYPES: ReadonlySet<number> = new Set<number>([
  FieldType.Dropdown,
  FieldType.Multiselect,
]);
/** The field types that may be calculated from a formula: the number fields. */
export const FORMULA_FIELD_TYPES: ReadonlySet<number> = new Set<number>([
  FieldType.Decimal,
  FieldType.WholeNumber,
]);
