/**
 * The words of a calculated field's formula: numbers written with ASCII digits and at most one decimal point
 * between digits (0.5, 12, 3.25), references to other fields by their alias in square brackets ([TankLevel]),
 * the operators + - * / and parentheses. Anything else is a character the formula language does not have.
 */

/** The longest field alias a formula can name. */
export const FIELD_ALIAS_MAX_LENGTH = 64;

/** The four operators of the formula language (no %, no ^: a reading needs no more). */
export type FormulaOperator = "+" | "-" | "*" | "/";

/** One word of a formula. */
export type FormulaToken =
  /** A run of digits and decimal points, well formed or not (the checker judges it). */
  | { kind: "number"; text: string }
  | { kind: "reference"; alias: string }
  | { kind: "operator"; op: FormulaOperator }
  | { kind: "open" }
  | { kind: "close" }
  /** A character outside the language, or a bracketed name that is not an alias. */
  | { kind: "invalid" };

const WHITESPACE_RUN = /\s+/g;

/** A formula with every run of whitespace (spaces, tabs, line breaks) made one space, and none at either end. */
export const collapseWhitespace = (text: string): string => text.replace(WHITESPACE_RUN, " ").trim();

const isAsciiLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isAsciiDigit = (code: number): boolean => code >= 48 && code <= 57;
const UNDERSCORE = 95;

/**
 * Whether a text can be a field alias in a formula: 1 to 64 ASCII letters, digits and underscores, not starting
 * with a digit (TankLevel, pump_2, _rate). Aliases are matched exactly, capitals included.
 */
export const isFieldAlias = (alias: string): boolean => {
  if (alias.length < 1 || alias.length > FIELD_ALIAS_MAX_LENGTH) return false;
  for (let i = 0; i < alias.length; i += 1) {
    const code = alias.charCodeAt(i);
    const isAllowed = isAsciiLetter(code) || code === UNDERSCORE || (i > 0 && isAsciiDigit(code));
    if (!isAllowed) return false;
  }
  return true;
};

const OPERATORS: Readonly<Record<string, FormulaOperator>> = { "+": "+", "-": "-", "*": "*", "/": "/" };

const isNumberCharacter = (character: string | undefined): boolean =>
  character === "." || (character !== undefined && character >= "0" && character <= "9");

/**
 * The tokens of a formula whose whitespace is already collapsed, in one pass; spaces separate tokens and are
 * dropped. A '[' without its ']' (or with another '[' first) is one invalid token up to where it stops.
 */
export const tokenizeFormula = (text: string): FormulaToken[] => {
  const tokens: FormulaToken[] = [];
  let i = 0;
  while (i < text.length) {
    const character = text[i] as string;
    if (character === " ") {
      i += 1;
    } else if (isNumberCharacter(character)) {
      const start = i;
      while (isNumberCharacter(text[i])) i += 1;
      tokens.push({ kind: "number", text: text.slice(start, i) });
    } else if (character === "[") {
      let end = i + 1;
      while (end < text.length && text[end] !== "]" && text[end] !== "[") end += 1;
      if (text[end] === "]") {
        const alias = text.slice(i + 1, end);
        tokens.push(isFieldAlias(alias) ? { kind: "reference", alias } : { kind: "invalid" });
        i = end + 1;
      } else {
        tokens.push({ kind: "invalid" });
        i = end;
      }
    } else {
      const op = OPERATORS[character];
      if (op) tokens.push({ kind: "operator", op });
      else if (character === "(") tokens.push({ kind: "open" });
      else if (character === ")") tokens.push({ kind: "close" });
      else tokens.push({ kind: "invalid" });
      i += 1;
    }
  }
  return tokens;
};

/** Whether a run of digits and points is a number: digits, or digits '.' digits (0.5 and 12 are; .5, 5., 1.2.3 are not). */
export const isWellFormedNumber = (text: string): boolean => {
  const point = text.indexOf(".");
  if (point === -1) return text.length > 0;
  return point > 0 && point < text.length - 1 && text.indexOf(".", point + 1) === -1;
};
