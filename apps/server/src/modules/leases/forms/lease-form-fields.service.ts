import type { z } from "zod";
import type { LeaseFormField, SaveLeaseFormFieldsSchema } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { invalidFields, type AppFieldProblem } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  insertField,
  listActiveFields,
  listFieldIds,
  lockLeaseForm,
  retireFieldsExcept,
  updateField,
  type FieldColumns,
  type FieldRow,
} from "./lease-form.repository.ts";

export type SaveLeaseFormFields = z.output<typeof SaveLeaseFormFieldsSchema>;
type FieldInput = SaveLeaseFormFields["Fields"][number];

export const LEASE_FORM_REFUSALS = {
  dropdownOptions: "A dropdown needs at least one option.",
  duplicateLabel: (label: string) => `Another field is labelled "${label}" already.`,
  unknownField: (id: number) => `Field ${id} is not a field of this form.`,
  repeatedField: (id: number) => `Field ${id} is listed twice.`,
} as const;

export const toFormField = (row: FieldRow): LeaseFormField => ({
  Id: row.id,
  Label: row.label,
  FieldType: row.fieldType,
  Required: row.required,
  Options: row.options,
  SortOrder: row.sortOrder,
});

/** The organisation's extra lease fields still asked, in order. */
export const formFields = async (db: Db | Tx, orgId: number): Promise<LeaseFormField[]> =>
  (await listActiveFields(db, orgId)).map(toFormField);

export const leaseFormFields = (ctx: AppContext, session: ActiveSession): Promise<LeaseFormField[]> =>
  formFields(ctx.db, session.orgId);

/**
 * What is wrong with the list as a whole, each problem naming its field: a dropdown without options, a label
 * used twice (the later one is named; labels compare without case), an id that is not one of the organisation's
 * fields or is listed twice.
 */
const problemsOf = (list: readonly FieldInput[], knownIds: ReadonlySet<number>): AppFieldProblem[] => {
  const problems: AppFieldProblem[] = [];
  const labels = new Set<string>();
  const ids = new Set<number>();
  list.forEach((field, index) => {
    const at = `Fields.${index}`;
    if (field.FieldType === "Dropdown" && field.Options.length === 0)
      problems.push({ field: `${at}.Options`, message: LEASE_FORM_REFUSALS.dropdownOptions });
    const label = field.Label.toLowerCase();
    if (labels.has(label))
      problems.push({ field: `${at}.Label`, message: LEASE_FORM_REFUSALS.duplicateLabel(field.Label) });
    labels.add(label);
    if (field.Id === null || field.Id === undefined) return;
    if (!knownIds.has(field.Id))
      problems.push({ field: `${at}.Id`, message: LEASE_FORM_REFUSALS.unknownField(field.Id) });
    else if (ids.has(field.Id))
      problems.push({ field: `${at}.Id`, message: LEASE_FORM_REFUSALS.repeatedField(field.Id) });
    ids.add(field.Id);
  });
  return problems;
};

/** A field's columns as kept: the list's order, and options only on a dropdown (each once). */
const columnsOf = (field: FieldInput, sortOrder: number): FieldColumns => ({
  label: field.Label,
  fieldType: field.FieldType,
  required: field.Required,
  options: field.FieldType === "Dropdown" ? [...new Set(field.Options)] : [],
  sortOrder,
});

/**
 * FormBuilderLease: saves the whole list in the order given, all or nothing: fields with an Id are changed (a
 * retired one comes back), fields without one are added, and the organisation's fields left out are retired
 * (the answers given to them stay).
 */
export const saveLeaseFormFields = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveLeaseFormFields,
): Promise<LeaseFormField[]> => {
  const { orgId } = session;
  await ctx.db.transaction(async (tx) => {
    await lockLeaseForm(tx, orgId);
    const problems = problemsOf(body.Fields, new Set(await listFieldIds(tx, orgId)));
    if (problems.length > 0) throw invalidFields(problems);
    const at = ctx.now();
    const kept: number[] = [];
    for (const [index, field] of body.Fields.entries()) {
      const columns = columnsOf(field, index);
      if (field.Id) await updateField(tx, orgId, field.Id, columns, at);
      kept.push(field.Id ?? (await insertField(tx, orgId, columns, at)));
    }
    await retireFieldsExcept(tx, orgId, kept, at);
  });
  return formFields(ctx.db, orgId);
};
