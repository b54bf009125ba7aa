/**
 * What the formula checker and the formula evaluator say. The checker's reasons are the form builder's own texts
 * (portal-platform §8), listed in the order it shows them; the evaluator's messages are what a person filling in
 * the form sees when a calculated field cannot be worked out.
 */

/** Why a formula is refused, in the order the builder lists them (the texts are the spec's, byte for byte). */
export const FormulaReason = {
  InvalidCharacters: "Invalid characters or patterns found",
  UnbalancedParentheses: "Unbalanced parentheses",
  ConsecutiveOperators: "Consecutive operators found",
  LeadingOrTrailingOperator: "Expression starts or ends with an operator",
  EmptyParentheses: "Empty parentheses found",
  InvalidDecimalPoint: "Invalid decimal point usage",
} as const;
/** One of the six reasons, as text. */
export type FormulaReasonText = (typeof FormulaReason)[keyof typeof FormulaReason];

/** The reasons in the order they are listed when several apply. */
export const FORMULA_REASON_ORDER: readonly FormulaReasonText[] = [
  FormulaReason.InvalidCharacters,
  FormulaReason.UnbalancedParentheses,
  FormulaReason.ConsecutiveOperators,
  FormulaReason.LeadingOrTrailingOperator,
  FormulaReason.EmptyParentheses,
  FormulaReason.InvalidDecimalPoint,
];

/** The reason given for a formula with nothing in it but spaces, worded like the others. */
export const FORMULA_EMPTY_REASON = "Expression is empty";

/** What the evaluator and the reference checks say, word for word. */
export const FORMULA_MESSAGES = {
  /** A formula that does not pass the checker; the reasons follow the colon. */
  invalid: (reasons: readonly string[]): string => `The formula is not valid: ${reasons.join("; ")}.`,
  /** A formula put together by hand (not by the checker) whose steps do not fit. */
  malformed: "The formula is not valid.",
  divisionByZero: "The formula divides by zero.",
  tooLarge: "The formula's result is too large.",
  /** A field the formula reads has no number (empty, text, or not on the form). */
  missingValue: (alias: string): string => `The formula needs a number in [${alias}].`,
  unknownField: (alias: string): string => `The formula names a field that is not on this form: [${alias}].`,
  ownField: (alias: string): string => `A formula cannot use its own field [${alias}].`,
} as const;
