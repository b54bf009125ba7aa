import { DATE_RANGE_MAX_LENGTH, DATE_RANGE_MESSAGES } from "./date-range.messages.ts";
import {
  placeOf,
  tokenizeDateRange,
  type DateComparator,
  type DateRangeToken,
  type DateSource,
} from "./date-range-tokens.rules.ts";

/** A day in a rule: where it comes from, moved by a number of days ('^-7d^' is -7; none is 0). */
export type DateOperand = { source: DateSource; offsetDays: number };

/**
 * One step of a parsed rule, in postfix order: a comparison pushes whether it holds, 'and'/'or' combine the two
 * results before them. `($ > 0000 || $ < _3_) && $ != 0000` is [compare, compare, or, compare, and], so
 * checking a rule is one loop over a list, however deeply it nests.
 */
export type DateRangeStep =
  | { kind: "compare"; left: DateOperand; op: DateComparator; right: DateOperand }
  | { kind: "and" }
  | { kind: "or" };

/** A parsed date range rule: its postfix steps and the questions it reads. */
export type DateRangeAst = {
  steps: readonly DateRangeStep[];
  /** The questions the rule reads, each once, in the order they first appear. */
  questionIds: readonly number[];
};

/** A parsed rule, or the message naming the first mistake in it from the left. */
export type DateRangeParse = { ok: true; ast: DateRangeAst } | { ok: false; message: string };

type Failure = { ok: false; message: string };
type OperandRead = { operand: DateOperand; next: number } | Failure;

const PRECEDENCE = { and: 2, or: 1 } as const;

/** What a token (or the end) that is not a day means where a day is expected. */
const notAnOperand = (text: string, token: DateRangeToken | undefined): Failure => {
  if (token?.kind === "bad") return { ok: false, message: token.message };
  if (token?.kind === "offset")
    return { ok: false, message: DATE_RANGE_MESSAGES.misplacedOffset(placeOf(text, token.at)) };
  return { ok: false, message: DATE_RANGE_MESSAGES.expectedOperand(token ? placeOf(text, token.at) : "end") };
};

/** An operand at `index`, with the day offset that may follow it. */
const readOperand = (text: string, tokens: readonly DateRangeToken[], index: number): OperandRead => {
  const token = tokens[index];
  if (token?.kind !== "operand") return notAnOperand(text, token);
  const offset = tokens[index + 1];
  return offset?.kind === "offset"
    ? { operand: { source: token.source, offsetDays: offset.days }, next: index + 2 }
    : { operand: { source: token.source, offsetDays: 0 }, next: index + 1 };
};

type ComparisonRead = { step: DateRangeStep; next: number } | Failure;

/** `<operand> <comparator> <operand>`, starting at `index`. */
const readComparison = (text: string, tokens: readonly DateRangeToken[], index: number): ComparisonRead => {
  const left = readOperand(text, tokens, index);
  if ("ok" in left) return left;
  const comparator = tokens[left.next];
  if (comparator?.kind === "bad") return { ok: false, message: comparator.message };
  if (comparator?.kind === "offset")
    return { ok: false, message: DATE_RANGE_MESSAGES.misplacedOffset(placeOf(text, comparator.at)) };
  if (comparator?.kind !== "compare")
    return {
      ok: false,
      message: DATE_RANGE_MESSAGES.expectedComparison(comparator ? placeOf(text, comparator.at) : "end"),
    };
  const right = readOperand(text, tokens, left.next + 1);
  if ("ok" in right) return right;
  return {
    step: { kind: "compare", left: left.operand, op: comparator.op, right: right.operand },
    next: right.next,
  };
};

const questionIdsOf = (steps: readonly DateRangeStep[]): number[] => {
  const ids = new Set<number>();
  for (const step of steps) {
    if (step.kind !== "compare") continue;
    for (const { source } of [step.left, step.right])
      if (source.kind === "question") ids.add(source.questionId);
  }
  return [...ids];
};

/** What a token that cannot start a comparison means where one is expected. */
const notAComparison = (text: string, tokens: readonly DateRangeToken[], index: number): Failure => {
  const token = tokens[index];
  const before = tokens[index - 1];
  if (token?.kind === "close" && before?.kind === "open")
    return { ok: false, message: DATE_RANGE_MESSAGES.emptyParentheses(placeOf(text, before.at)) };
  return notAnOperand(text, token);
};

/**
 * Reads the comparisons and the '&&', '||' and parentheses joining them into postfix steps, without recursion
 * ('&&' binds tighter than '||', both group from the left).
 */
const toSteps = (text: string, tokens: readonly DateRangeToken[]): DateRangeParse => {
  const steps: DateRangeStep[] = [];
  const pending: { kind: "and" | "or" | "open"; at: number }[] = [];
  let index = 0;
  let isExpectingComparison = true;
  while (index < tokens.length) {
    const token = tokens[index] as DateRangeToken;
    if (isExpectingComparison) {
      if (token.kind === "open") {
        pending.push({ kind: "open", at: token.at });
        index += 1;
        continue;
      }
      if (token.kind !== "operand") return notAComparison(text, tokens, index);
      const comparison = readComparison(text, tokens, index);
      if ("ok" in comparison) return comparison;
      steps.push(comparison.step);
      index = comparison.next;
      isExpectingComparison = false;
      continue;
    }
    if (token.kind === "and" || token.kind === "or") {
      for (let top = pending.at(-1); top && top.kind !== "open"; top = pending.at(-1)) {
        if (PRECEDENCE[top.kind] < PRECEDENCE[token.kind]) break;
        steps.push({ kind: top.kind });
        pending.pop();
      }
      pending.push({ kind: token.kind, at: token.at });
      isExpectingComparison = true;
    } else if (token.kind === "close") {
      for (let top = pending.pop(); top?.kind !== "open"; top = pending.pop()) {
        if (!top) return { ok: false, message: DATE_RANGE_MESSAGES.unmatchedClose(placeOf(text, token.at)) };
        steps.push({ kind: top.kind });
      }
    } else if (token.kind === "bad") {
      return { ok: false, message: token.message };
    } else if (token.kind === "offset") {
      return { ok: false, message: DATE_RANGE_MESSAGES.misplacedOffset(placeOf(text, token.at)) };
    } else {
      return { ok: false, message: DATE_RANGE_MESSAGES.expectedJoin(placeOf(text, token.at)) };
    }
    index += 1;
  }
  if (isExpectingComparison) return notAComparison(text, tokens, index);
  for (let top = pending.pop(); top; top = pending.pop()) {
    if (top.kind === "open")
      return { ok: false, message: DATE_RANGE_MESSAGES.unclosedOpen(placeOf(text, top.at)) };
    steps.push({ kind: top.kind });
  }
  return { ok: true, ast: { steps, questionIds: questionIdsOf(steps) } };
};

/**
 * Reads a question's date range rule. The grammar: comparisons `<day> <op> <day>` with the operators
 * <, <=, >, >=, = (or ==) and !=, joined by && and ||, grouped with parentheses; a day is '$' (the value being
 * checked), '0000' (today) or '_12_' (question 12's reading), each optionally followed by '^Nd^' to move it by
 * N days (N may be negative: '^-30d^'). Spaces are free. A malformed rule gets a message naming what is wrong and
 * where, never an exception; a rule longer than 500 characters is refused unread.
 */
export const parseDateRange = (expression: string | null | undefined): DateRangeParse => {
  const text = typeof expression === "string" ? expression : "";
  if (text.length > DATE_RANGE_MAX_LENGTH) return { ok: false, message: DATE_RANGE_MESSAGES.tooLong };
  if (text.trim() === "") return { ok: false, message: DATE_RANGE_MESSAGES.empty };
  return toSteps(text, tokenizeDateRange(text));
};
