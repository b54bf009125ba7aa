import { DAY_OFFSET_MAX_DIGITS, DATE_RANGE_MESSAGES, type ExpressionPlace } from "./date-range.messages.ts";

/** How two days are compared: before, on or before, after, on or after, on, not on. */
export type DateComparator = "<" | "<=" | ">" | ">=" | "=" | "!=";

/** Where a day comes from: the value being checked ('$'), today ('0000') or another question's reading ('_12_'). */
export type DateSource = { kind: "current" } | { kind: "today" } | { kind: "question"; questionId: number };

/** One word of a date range rule, with the index in the text where it starts (for messages). */
export type DateRangeToken =
  | { kind: "operand"; source: DateSource; at: number }
  | { kind: "offset"; days: number; at: number }
  | { kind: "compare"; op: DateComparator; at: number }
  | { kind: "and" | "or" | "open" | "close"; at: number }
  /** The first character no token fits, with what is wrong there; always the last token. */
  | { kind: "bad"; message: string; at: number };

// A question id has at most 9 digits: any id a database hands out, and always a safe whole number.
const QUESTION_ID_MAX_DIGITS = 9;
const SPACE = /\s/;

const isDigit = (character: string | undefined): boolean =>
  character !== undefined && character >= "0" && character <= "9";

/** How many digits start at `from`. */
const digitRun = (text: string, from: number): number => {
  let end = from;
  while (isDigit(text[end])) end += 1;
  return end - from;
};

const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;
const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * The place of the character at `index` as a person counts it: from 1, one per character (an emoji is one,
 * though JavaScript holds it in two code units), or the end.
 */
export const placeOf = (text: string, index: number): ExpressionPlace => {
  if (index >= text.length) return "end";
  let place = 1;
  for (let i = 0; i < index; i += 1) {
    if (!(isLowSurrogate(text.charCodeAt(i)) && i > 0 && isHighSurrogate(text.charCodeAt(i - 1)))) place += 1;
  }
  return place;
};

/** A character as a message shows it: itself, or its code (U+0007) when it cannot be seen. */
const visible = (text: string, index: number): string => {
  const code = text.codePointAt(index) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
    return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return String.fromCodePoint(code);
};

type Scan = { token: DateRangeToken; length: number } | { message: string };

/** '^Nd^': an optional sign, 1 to 5 digits, 'd', closed by '^'. */
const scanOffset = (text: string, at: number): Scan => {
  let i = at + 1;
  const sign = text[i] === "-" ? -1 : 1;
  if (text[i] === "-" || text[i] === "+") i += 1;
  const digits = digitRun(text, i);
  const unit = text[i + digits];
  if (
    digits < 1 ||
    digits > DAY_OFFSET_MAX_DIGITS ||
    (unit !== "d" && unit !== "D") ||
    text[i + digits + 1] !== "^"
  )
    return { message: DATE_RANGE_MESSAGES.badOffset(placeOf(text, at)) };
  // `+ 0` turns a negative zero into zero.
  const days = sign * Number(text.slice(i, i + digits)) + 0;
  return { token: { kind: "offset", days, at }, length: i + digits + 2 - at };
};

/** '_12_': a question id between underscores. */
const scanQuestion = (text: string, at: number): Scan => {
  const digits = digitRun(text, at + 1);
  if (digits < 1 || digits > QUESTION_ID_MAX_DIGITS || text[at + 1 + digits] !== "_")
    return { message: DATE_RANGE_MESSAGES.badReference(placeOf(text, at)) };
  const questionId = Number(text.slice(at + 1, at + 1 + digits));
  return { token: { kind: "operand", source: { kind: "question", questionId }, at }, length: digits + 2 };
};

const COMPARATORS: Readonly<Record<string, DateComparator>> = {
  "<=": "<=",
  ">=": ">=",
  "==": "=",
  "!=": "!=",
  "<": "<",
  ">": ">",
  "=": "=",
};

const scanComparison = (text: string, at: number): Scan => {
  const pair = text.slice(at, at + 2);
  const pairOp = COMPARATORS[pair];
  if (pairOp) return { token: { kind: "compare", op: pairOp, at }, length: 2 };
  const singleOp = COMPARATORS[text[at] ?? ""];
  if (singleOp) return { token: { kind: "compare", op: singleOp, at }, length: 1 };
  return { message: DATE_RANGE_MESSAGES.unexpected(visible(text, at), placeOf(text, at)) };
};

const scanOne = (text: string, at: number): Scan => {
  const character = text[at] ?? "";
  switch (character) {
    case "$":
      return { token: { kind: "operand", source: { kind: "current" }, at }, length: 1 };
    case "_":
      return scanQuestion(text, at);
    case "^":
      return scanOffset(text, at);
    case "(":
      return { token: { kind: "open", at }, length: 1 };
    case ")":
      return { token: { kind: "close", at }, length: 1 };
    case "&":
    case "|":
      return text[at + 1] === character
        ? { token: { kind: character === "&" ? "and" : "or", at }, length: 2 }
        : { message: DATE_RANGE_MESSAGES.expectedJoin(placeOf(text, at)) };
    case "<":
    case ">":
    case "=":
    case "!":
      return scanComparison(text, at);
  }
  // '0000' is today; any other number (a year, '000', '00000') is not an operand.
  if (isDigit(character))
    return text.startsWith("0000", at) && digitRun(text, at) === 4
      ? { token: { kind: "operand", source: { kind: "today" }, at }, length: 4 }
      : { message: DATE_RANGE_MESSAGES.expectedOperand(placeOf(text, at)) };
  return { message: DATE_RANGE_MESSAGES.unexpected(visible(text, at), placeOf(text, at)) };
};

/**
 * The tokens of a date range expression, in one pass. Where a character fits no token, the list ends with a
 * 'bad' token saying why: the parser reports it only if the tokens before it are well formed, so the mistake
 * reported is always the first one from the left.
 */
export const tokenizeDateRange = (text: string): DateRangeToken[] => {
  const tokens: DateRangeToken[] = [];
  let at = 0;
  while (at < text.length) {
    if (SPACE.test(text[at] ?? "")) {
      at += 1;
      continue;
    }
    const scan = scanOne(text, at);
    if ("message" in scan) {
      tokens.push({ kind: "bad", message: scan.message, at });
      return tokens;
    }
    tokens.push(scan.token);
    at += scan.length;
  }
  return tokens;
};
