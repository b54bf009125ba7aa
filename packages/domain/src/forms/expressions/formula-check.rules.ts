import {
  FORMULA_EMPTY_REASON,
  FORMULA_REASON_ORDER,
  FormulaReason,
  type FormulaReasonText,
} from "./formula.messages.ts";
import {
  collapseWhitespace,
  isWellFormedNumber,
  tokenizeFormula,
  type FormulaToken,
} from "./formula-tokens.rules.ts";

/** A sound formula with its whitespace collapsed, or every reason to refuse it. */
export type FormulaCheck = { ok: true; normalized: string } | { ok: false; reasons: string[] };

/** A formula read once: its collapsed text, its tokens and every reason to refuse it (none when it is sound). */
export type FormulaInspection = { normalized: string; tokens: readonly FormulaToken[]; reasons: string[] };

/** A token after which a value has ended: a number, a field or a closing parenthesis. */
const endsValue = (token: FormulaToken | undefined): boolean =>
  token?.kind === "number" || token?.kind === "reference" || token?.kind === "close";

/** Where a new (sub-)expression begins: the start of the formula, or just after '('. */
const beginsExpression = (token: FormulaToken | undefined): boolean =>
  token === undefined || token.kind === "open";

/**
 * Every reason that applies, in the builder's order, from one pass over the tokens:
 * - a character outside the language, a bracketed name that is not an alias, or two values side by side with no
 *   operator between them (`2 3`, `2(3)`, `(1)(2)`, `[A][B]`: there is no implied multiplication);
 * - a ')' with no '(' open before it, or a '(' never closed;
 * - two operators in a row (`1+*2`, `2*-3`: write `2*(-3)`);
 * - an operator first or last, in the formula or inside parentheses (`*2`, `2+`, `(+2)`, `(2-)`), except a minus
 *   that starts the formula or follows '(' — it negates what follows, so `-3` and `2*(-[A])` are sound;
 * - `()` with nothing inside;
 * - a number with a point that is not between digits: `.5`, `5.`, `1.2.3`, `.`.
 */
const reasonsOf = (tokens: readonly FormulaToken[]): string[] => {
  const found = new Set<FormulaReasonText>();
  let depth = 0;
  let previous: FormulaToken | undefined;
  for (const token of tokens) {
    switch (token.kind) {
      case "invalid":
        found.add(FormulaReason.InvalidCharacters);
        break;
      case "number":
        if (!isWellFormedNumber(token.text)) found.add(FormulaReason.InvalidDecimalPoint);
        if (endsValue(previous)) found.add(FormulaReason.InvalidCharacters);
        break;
      case "reference":
        if (endsValue(previous)) found.add(FormulaReason.InvalidCharacters);
        break;
      case "open":
        if (endsValue(previous)) found.add(FormulaReason.InvalidCharacters);
        depth += 1;
        break;
      case "close":
        if (previous?.kind === "open") found.add(FormulaReason.EmptyParentheses);
        else if (previous?.kind === "operator") found.add(FormulaReason.LeadingOrTrailingOperator);
        if (depth === 0) found.add(FormulaReason.UnbalancedParentheses);
        else depth -= 1;
        break;
      case "operator":
        if (previous?.kind === "operator") found.add(FormulaReason.ConsecutiveOperators);
        else if (beginsExpression(previous) && token.op !== "-")
          found.add(FormulaReason.LeadingOrTrailingOperator);
        break;
    }
    previous = token;
  }
  if (previous?.kind === "operator") found.add(FormulaReason.LeadingOrTrailingOperator);
  if (depth !== 0) found.add(FormulaReason.UnbalancedParentheses);
  return FORMULA_REASON_ORDER.filter((reason) => found.has(reason));
};

/** Reads a formula once: collapses its whitespace, splits it into tokens and finds every reason to refuse it. */
export const inspectFormula = (text: string | null | undefined): FormulaInspection => {
  const normalized = collapseWhitespace(typeof text === "string" ? text : "");
  if (normalized === "") return { normalized, tokens: [], reasons: [FORMULA_EMPTY_REASON] };
  const tokens = tokenizeFormula(normalized);
  return { normalized, tokens, reasons: reasonsOf(tokens) };
};

/**
 * The form builder's formula check: after whitespace runs are collapsed, either the formula is sound (and its
 * collapsed text is what gets stored) or every reason that applies is listed, in the builder's order, worded as
 * the builder shows them. An empty formula (or one of only spaces) is refused as "Expression is empty". The check
 * is one pass over the text, so a formula of any length or nesting gets its verdict.
 */
export const checkFormula = (text: string | null | undefined): FormulaCheck => {
  const { normalized, reasons } = inspectFormula(text);
  return reasons.length === 0 ? { ok: true, normalized } : { ok: false, reasons };
};
