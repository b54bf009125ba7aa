/**
 * What a date range rule says. A malformed expression is a mistake in the form's design: its message names what
 * is wrong and where (the character position counts from 1, as a person counts). The other messages are what a
 * person filling in the form sees under the date.
 */

/** The longest date range expression a question may carry: real rules are a few dozen characters. */
export const DATE_RANGE_MAX_LENGTH = 500;

/** A day offset '^Nd^' has at most this many digits (99,999 days, over 270 years). */
export const DAY_OFFSET_MAX_DIGITS = 5;

/** Where in an expression a problem sits: a character position from 1, or its end. */
export type ExpressionPlace = number | "end";

const placeText = (at: ExpressionPlace): string => (at === "end" ? "at the end" : `at character ${at}`);

/** Every message of the date range rule, word for word. */
export const DATE_RANGE_MESSAGES = {
  empty: "The date range expression is empty.",
  tooLong: `A date range expression has at most ${DATE_RANGE_MAX_LENGTH} characters.`,
  /** The caller's 'today' is not a 'yyyy-mm-dd' day: the check cannot run. */
  badToday: "Today's date must be given as yyyy-mm-dd.",
  /** The date field's own message (portal-platform §5.1), shown when the value being checked is not a date. */
  badCurrent: 'This field accepts date "mm/dd/yyyy" input.',
  unexpected: (character: string, at: ExpressionPlace): string =>
    `Unexpected "${character}" ${placeText(at)}.`,
  expectedOperand: (at: ExpressionPlace): string =>
    `Expected $, 0000 or a question reference such as _12_ ${placeText(at)}.`,
  badReference: (at: ExpressionPlace): string =>
    `A question reference is a question id between underscores, such as _12_, ${placeText(at)}.`,
  badOffset: (at: ExpressionPlace): string =>
    `A day offset is written ^Nd^ with at most ${DAY_OFFSET_MAX_DIGITS} digits, such as ^7d^ or ^-30d^, ${placeText(at)}.`,
  misplacedOffset: (at: ExpressionPlace): string =>
    `A day offset must follow $, 0000 or a question reference ${placeText(at)}.`,
  expectedComparison: (at: ExpressionPlace): string =>
    `Expected a comparison operator (<, <=, >, >=, =, !=) ${placeText(at)}.`,
  expectedJoin: (at: ExpressionPlace): string => `Expected && or || ${placeText(at)}.`,
  emptyParentheses: (at: ExpressionPlace): string => `Empty parentheses ${placeText(at)}.`,
  unmatchedClose: (at: ExpressionPlace): string => `Unmatched ")" ${placeText(at)}.`,
  unclosedOpen: (at: ExpressionPlace): string => `Unclosed "(" ${placeText(at)}.`,
  /** `question` is how the question is named: see `questionName`. */
  questionMissing: (question: string): string =>
    `This date is compared with ${question}, which is not on this form.`,
  questionUnanswered: (question: string): string =>
    `This date is compared with ${question}, which has no answer yet.`,
  questionInvalid: (question: string): string =>
    `This date is compared with ${question}, whose answer is not valid.`,
} as const;

/** How a message names another question: by its text in quotes when it has one, else by its id (question 12). */
export const questionName = (questionId: number, label?: string): string => {
  const text = typeof label === "string" ? label.trim() : "";
  return text === "" ? `question ${questionId}` : `"${text}"`;
};
