import { formulaReferences } from "./formula-evaluate.rules.ts";
import { FORMULA_MESSAGES } from "./formula.messages.ts";

/** A calculated field of a form: its alias and its formula. */
export type FormulaField = { alias: string; formula: string };

/** A formula, the field it belongs to and the fields its form has. */
export type FormulaReferencesInput = {
  /** The alias of the field the formula belongs to. */
  alias: string;
  formula: string;
  /** The aliases of the fields on the form (the field itself among them or not). */
  knownAliases: Iterable<string>;
};

/** Whether a formula names only fields it may read, or the message saying which it may not. */
export type FormulaReferencesCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether a formula names only fields the form has, and not its own field: a calculated field cannot depend on
 * itself, and a field that is not on the form never has a value. The first offending name, from the left, is
 * reported. Aliases match exactly, capitals included.
 */
export const checkFormulaReferences = ({
  alias,
  formula,
  knownAliases,
}: FormulaReferencesInput): FormulaReferencesCheck => {
  const known = new Set(knownAliases);
  for (const reference of formulaReferences(formula)) {
    if (reference === alias) return { ok: false, message: FORMULA_MESSAGES.ownField(alias) };
    if (!known.has(reference)) return { ok: false, message: FORMULA_MESSAGES.unknownField(reference) };
  }
  return { ok: true };
};

type Frame = { alias: string; references: readonly string[]; next: number };

/**
 * A loop among calculated fields, or null when there is none: A's formula reads B, B's reads C and C's reads A
 * gives ['A', 'B', 'C', 'A'] (a field that reads itself gives ['A', 'A']). Fields with no formula end every
 * chain. When two fields share an alias, the first is the one read. A depth-first walk with its own stack, so a
 * chain of thousands of fields is followed without recursion; each field and reference is visited once.
 */
export const findFormulaCycle = (fields: readonly FormulaField[]): string[] | null => {
  const referencesByAlias = new Map<string, readonly string[]>();
  for (const { alias, formula } of fields)
    if (!referencesByAlias.has(alias)) referencesByAlias.set(alias, formulaReferences(formula));
  const isDone = new Set<string>();
  const isOnPath = new Set<string>();
  for (const [start, startReferences] of referencesByAlias) {
    if (isDone.has(start)) continue;
    const path: Frame[] = [{ alias: start, references: startReferences, next: 0 }];
    isOnPath.add(start);
    for (let frame = path.at(-1); frame; frame = path.at(-1)) {
      const reference = frame.references[frame.next];
      frame.next += 1;
      if (reference === undefined) {
        isOnPath.delete(frame.alias);
        isDone.add(frame.alias);
        path.pop();
        continue;
      }
      const references = referencesByAlias.get(reference);
      if (!references || isDone.has(reference)) continue;
      if (isOnPath.has(reference)) {
        const from = path.findIndex((step) => step.alias === reference);
        return [...path.slice(from).map((step) => step.alias), reference];
      }
      isOnPath.add(reference);
      path.push({ alias: reference, references, next: 0 });
    }
  }
  return null;
};
