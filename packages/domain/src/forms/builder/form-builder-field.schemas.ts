import { z } from "zod";
import { checkFormula } from "../expressions/formula-check.rules.ts";
import { FormFieldSchema } from "../survey/form-field.schemas.ts";
import { FORM_BUILDER_LIMITS as L, FORMULA_FIELD_TYPES, OPTION_FIELD_TYPES } from "./form-builder.enums.ts";
import { FORM_BUILDER_MESSAGES as M } from "./form-builder.messages.ts";

/** A dropdown's or multiselect's list of option labels, as the builder sends it. */
const OptionsSchema = z
  .array(z.string({ error: M.optionRequired }).max(L.option, M.optionTooLong), {
    error: "Options must be a list of texts.",
  })
  .max(L.options, M.tooManyOptions)
  .nullish();

const FormulaSchema = z.string({ error: "Formula must be text." }).max(L.formula, M.formulaTooLong).nullish();

type OptionsInput = { FieldTypeId: number; Options?: readonly string[] | null | undefined };

/** Where a field's options are wrong: each problem with the path under the field and its message. */
export type FormProblem = { path: (string | number)[]; message: string };

/**
 * A Dropdown or Multiselect field lists 1–200 options, each with a label, none twice (labels compare without
 * surrounding spaces and without regard to capitals, so "Yes" and " yes" are the same option); another type of
 * field lists none (an empty list counts as none).
 */
export const optionProblems = ({ FieldTypeId, Options }: OptionsInput): FormProblem[] => {
  const options = Options ?? [];
  if (!OPTION_FIELD_TYPES.has(FieldTypeId))
    return options.length > 0 ? [{ path: ["Options"], message: M.optionsRefused }] : [];
  if (options.length === 0) return [{ path: ["Options"], message: M.optionsRequired }];
  const problems: FormProblem[] = [];
  const seen = new Set<string>();
  options.forEach((label, index) => {
    const key = label.trim().toLowerCase();
    if (key === "") problems.push({ path: ["Options", index], message: M.optionRequired });
    else if (seen.has(key)) problems.push({ path: ["Options", index], message: M.optionTaken(label.trim()) });
    seen.add(key);
  });
  return problems;
};

/**
 * A formula is only for a Decimal or WholeNumber field, and must pass the formula checker: each reason it gives
 * ("Unbalanced parentheses" …) is a problem of the field's Formula (a formula past 2,000 characters is
 * refused for its length alone). Whether the fields it names exist is a
 * question of the whole form (see checkFormDefinition). A blank formula counts as none.
 */
export const formulaProblems = ({
  FieldTypeId,
  Formula,
}: {
  FieldTypeId: number;
  Formula?: string | null | undefined;
}): FormProblem[] => {
  // A blank formula is none; one past the length limit has its own message from the schema.
  if (Formula === null || Formula === undefined || Formula.trim() === "" || Formula.length > L.formula)
    return [];
  if (!FORMULA_FIELD_TYPES.has(FieldTypeId)) return [{ path: ["Formula"], message: M.formulaRefused }];
  const check = checkFormula(Formula);
  return check.ok ? [] : check.reasons.map((message) => ({ path: ["Formula"], message }));
};

/**
 * A field as the form builder saves it: a form field (its question, type, flags, pattern, dependency …) with
 * the options a Dropdown or Multiselect offers and, on a Decimal or WholeNumber field, the formula it is
 * calculated from (`[Litres] * [Price]`, reading other fields by their FieldAlias).
 */
export const FormBuilderFieldSchema = FormFieldSchema.extend({
  Options: OptionsSchema,
  Formula: FormulaSchema,
}).superRefine((field, ctx) => {
  for (const problem of [...optionProblems(field), ...formulaProblems(field)])
    ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
});
export type FormBuilderField = z.infer<typeof FormBuilderFieldSchema>;
