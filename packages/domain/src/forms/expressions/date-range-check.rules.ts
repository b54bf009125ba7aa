import { formatReadingDay, isoDayNumber, readingDayNumber, type DayNumber } from "./calendar-days.rules.ts";
import { DATE_RANGE_MAX_LENGTH, DATE_RANGE_MESSAGES, questionName } from "./date-range.messages.ts";
import {
  parseDateRange,
  type DateOperand,
  type DateRangeParse,
  type DateRangeStep,
} from "./date-range-parse.rules.ts";
import type { DateComparator } from "./date-range-tokens.rules.ts";

/**
 * Another question's answer as the rule sees it: its reading, whether that answer passed its own checks, and the
 * question's text if the messages should name it that way ("Install date" rather than question 12).
 */
export type DateReading = { value: string | null | undefined; valid: boolean; label?: string };

/** What a date range rule is checked against: the answer, today, and the other answers it may name. */
export type DateRangeContext = {
  /** The value being checked ('$'): 'mm/dd/yyyy', 'mm/dd/yyyy hh:mm' or 'yyyy-mm-dd' (see `readingDayNumber`). */
  current: string | null | undefined;
  /** Today in the display time zone, 'yyyy-mm-dd' (the caller reads the clock; the rule does not). */
  today: string;
  /** Another question's answer, or undefined when the form has no such question. */
  readingOf: (questionId: number) => DateReading | undefined;
};

// Parsed rules by their text: a form checks the same few rules on every submission.
const PARSED = new Map<string, DateRangeParse>();
const PARSED_MAX = 500;

const parsedOf = (expression: string): DateRangeParse => {
  // The cache is keyed by the text; a rule too long to parse is not kept.
  if (expression.length > DATE_RANGE_MAX_LENGTH) return parseDateRange(expression);
  let parsed = PARSED.get(expression);
  if (!parsed) {
    parsed = parseDateRange(expression);
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    PARSED.set(expression, parsed);
  }
  return parsed;
};

/** One requirement a false comparison states: "the date" must be "on or after 03/01/2026". */
type Requirement = { subject: string; phrase: string };
type Outcome = { holds: true } | { holds: false; unmet: readonly Requirement[] };

const HOLDS: Outcome = { holds: true };

const FLIPPED: Readonly<Record<DateComparator, DateComparator>> = {
  "<": ">",
  "<=": ">=",
  ">": "<",
  ">=": "<=",
  "=": "=",
  "!=": "!=",
};

const PHRASES: Readonly<Record<DateComparator, (bound: string) => string>> = {
  "<": (bound) => `before ${bound}`,
  "<=": (bound) => `on or before ${bound}`,
  ">": (bound) => `after ${bound}`,
  ">=": (bound) => `on or after ${bound}`,
  "=": (bound) => `on ${bound}`,
  "!=": (bound) => `a day other than ${bound}`,
};

const holdsFor = (left: DayNumber, op: DateComparator, right: DayNumber): boolean => {
  switch (op) {
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
    case "=":
      return left === right;
    case "!=":
      return left !== right;
  }
};

const daysText = (days: number): string => {
  const size = Math.abs(days);
  const unit = size === 1 ? "day" : "days";
  return days > 0 ? ` plus ${size} ${unit}` : ` minus ${size} ${unit}`;
};

/** How the day a comparison is about is named: "the date", or another day with its value. */
const subjectOf = ({ source, offsetDays }: DateOperand, day: DayNumber, days: Days): string => {
  const moved = offsetDays === 0 ? "" : daysText(offsetDays);
  if (source.kind === "current") return `the date${moved}`;
  const base =
    source.kind === "today"
      ? "today's date"
      : `the date of ${days.questions.get(source.questionId)?.name ?? questionName(source.questionId)}`;
  return `${base}${moved} (${formatReadingDay(day)})`;
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The message of a rule that does not hold: its unmet requirements, the ones about the same day run together —
 * "The date must be on or after 03/01/2026." or "The date must be before 03/01/2026 or after 03/31/2026."
 */
const messageOf = (unmet: readonly Requirement[]): string => {
  const seen = new Set<string>();
  let message = "";
  let lastSubject = "";
  for (const { subject, phrase } of unmet) {
    const key = `${subject}\n${phrase}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (message === "") message = `${capitalised(subject)} must be ${phrase}`;
    else if (subject === lastSubject) message += ` or ${phrase}`;
    else message += ` or ${subject} must be ${phrase}`;
    lastSubject = subject;
  }
  return `${message}.`;
};

type QuestionDay = { day: DayNumber; name: string };
type Days = { current: DayNumber; today: DayNumber; questions: ReadonlyMap<number, QuestionDay> };

const dayOf = ({ source, offsetDays }: DateOperand, days: Days): DayNumber => {
  if (source.kind === "current") return days.current + offsetDays;
  if (source.kind === "today") return days.today + offsetDays;
  return (days.questions.get(source.questionId)?.day ?? 0) + offsetDays;
};

const compare = (step: Extract<DateRangeStep, { kind: "compare" }>, days: Days): Outcome => {
  const leftDay = dayOf(step.left, days);
  const rightDay = dayOf(step.right, days);
  if (holdsFor(leftDay, step.op, rightDay)) return HOLDS;
  // The requirement is stated about the value being checked whenever it takes part: `0000 <= $` reads as
  // "the date must be on or after today".
  const isFlipped = step.left.source.kind !== "current" && step.right.source.kind === "current";
  const [subject, subjectDay, op, boundDay] = isFlipped
    ? [step.right, rightDay, FLIPPED[step.op], leftDay]
    : [step.left, leftDay, step.op, rightDay];
  return {
    holds: false,
    unmet: [
      { subject: subjectOf(subject, subjectDay, days), phrase: PHRASES[op](formatReadingDay(boundDay)) },
    ],
  };
};

/**
 * Runs the postfix steps with a stack. A false '&&' reports its first false side; a false '||' reports every
 * side, as alternatives.
 */
const evaluate = (steps: readonly DateRangeStep[], days: Days): Outcome => {
  const stack: Outcome[] = [];
  for (const step of steps) {
    if (step.kind === "compare") {
      stack.push(compare(step, days));
      continue;
    }
    const right = stack.pop() ?? HOLDS;
    const left = stack.pop() ?? HOLDS;
    if (step.kind === "and") stack.push(left.holds ? right : left);
    else if (left.holds || right.holds) stack.push(HOLDS);
    else stack.push({ holds: false, unmet: [...left.unmet, ...right.unmet] });
  }
  return stack.pop() ?? HOLDS;
};

const isBlank = (value: string | null | undefined): value is null | undefined =>
  typeof value !== "string" || value.trim() === "";

/** The days of the questions the rule reads, or the message of the first one that cannot be used. */
const questionDays = (
  questionIds: readonly number[],
  readingOf: DateRangeContext["readingOf"],
): Map<number, QuestionDay> | string => {
  const days = new Map<number, QuestionDay>();
  for (const questionId of questionIds) {
    const reading = readingOf(questionId);
    if (!reading) return DATE_RANGE_MESSAGES.questionMissing(questionName(questionId));
    const name = questionName(questionId, reading.label);
    if (isBlank(reading.value)) return DATE_RANGE_MESSAGES.questionUnanswered(name);
    const day = reading.valid ? readingDayNumber(reading.value) : null;
    if (day === null) return DATE_RANGE_MESSAGES.questionInvalid(name);
    days.set(questionId, { day, name });
  }
  return days;
};

/**
 * Whether a date answer keeps its question's date range rule (see `parseDateRange` for the grammar): null when it
 * does, else the message to show. Dates compare as calendar days, whatever time a reading carries. An empty
 * answer passes (whether one is needed is the required rule's business); an answer that is not a date fails with
 * the date field's own message. Every question the rule names must be on the form, answered and valid, or the
 * rule fails saying which. A malformed rule fails with the message naming its mistake.
 */
export const checkDateRange = (
  expression: string | null | undefined,
  context: DateRangeContext,
): string | null => {
  const parsed = parsedOf(typeof expression === "string" ? expression : "");
  if (!parsed.ok) return parsed.message;
  const today = isoDayNumber(context.today);
  if (today === null) return DATE_RANGE_MESSAGES.badToday;
  if (isBlank(context.current)) return null;
  const current = readingDayNumber(context.current);
  if (current === null) return DATE_RANGE_MESSAGES.badCurrent;
  const questions = questionDays(parsed.ast.questionIds, context.readingOf);
  if (typeof questions === "string") return questions;
  const outcome = evaluate(parsed.ast.steps, { current, today, questions });
  return outcome.holds ? null : messageOf(outcome.unmet);
};
