import { inspectFormula } from "./formula-check.rules.ts";
import { FORMULA_MESSAGES } from "./formula.messages.ts";
import type { FormulaOperator, FormulaToken } from "./formula-tokens.rules.ts";

/**
 * One step of a compiled formula, in postfix order: a number or a field's value is pushed, an operator replaces
 * the two values before it with its result, 'negate' flips the sign of the one before it. `-([A] + 2) * 3` is
 * [A, 2, +, negate, 3, *]: working a formula out is one loop, however deeply it nests.
 */
export type FormulaStep =
  | { kind: "number"; value: number }
  | { kind: "reference"; alias: string }
  | { kind: "operator"; op: FormulaOperator }
  | { kind: "negate" };

/** A checked formula compiled once, to be worked out for any number of answers. */
export type FormulaProgram = {
  /** The formula's text with its whitespace collapsed. */
  normalized: string;
  steps: readonly FormulaStep[];
  /** The aliases it reads, each once, in the order they first appear. */
  references: readonly string[];
};

/** A compiled formula, or the checker's reasons to refuse it. */
export type FormulaCompile = { ok: true; program: FormulaProgram } | { ok: false; reasons: string[] };
/** A calculated value, or the message saying why there is none. */
export type FormulaResult = { ok: true; value: number } | { ok: false; message: string };

/** How many decimal places a result keeps: enough for any reading, few enough to hide 0.1 + 0.2 = 0.30000000000000004. */
export const FORMULA_DECIMAL_PLACES = 10;

type Pending = FormulaOperator | "negate" | "(";

const PRECEDENCE: Readonly<Record<Exclude<Pending, "(">, number>> = {
  "+": 1,
  "-": 1,
  "*": 2,
  "/": 2,
  negate: 3,
};

const toStep = (pending: Exclude<Pending, "(">): FormulaStep =>
  pending === "negate" ? { kind: "negate" } : { kind: "operator", op: pending };

/**
 * Postfix steps from the tokens of a sound formula (shunting-yard, no recursion): * and / before + and -, each
 * from the left; a minus that starts the formula or follows '(' negates what follows it.
 */
const toSteps = (tokens: readonly FormulaToken[]): FormulaStep[] => {
  const steps: FormulaStep[] = [];
  const pending: Pending[] = [];
  let previous: FormulaToken | undefined;
  for (const token of tokens) {
    if (token.kind === "number") steps.push({ kind: "number", value: Number(token.text) });
    else if (token.kind === "reference") steps.push({ kind: "reference", alias: token.alias });
    else if (token.kind === "open") pending.push("(");
    else if (token.kind === "close") {
      for (let top = pending.pop(); top !== undefined && top !== "("; top = pending.pop())
        steps.push(toStep(top));
    } else if (token.kind === "operator") {
      if (token.op === "-" && (previous === undefined || previous.kind === "open")) pending.push("negate");
      else {
        for (let top = pending.at(-1); top !== undefined && top !== "("; top = pending.at(-1)) {
          if (PRECEDENCE[top] < PRECEDENCE[token.op]) break;
          steps.push(toStep(top));
          pending.pop();
        }
        pending.push(token.op);
      }
    }
    previous = token;
  }
  for (let top = pending.pop(); top !== undefined; top = pending.pop())
    if (top !== "(") steps.push(toStep(top));
  return steps;
};

const referencesOf = (tokens: readonly FormulaToken[]): string[] => {
  const aliases = new Set<string>();
  for (const token of tokens) if (token.kind === "reference") aliases.add(token.alias);
  return [...aliases];
};

/** A formula checked and compiled to postfix steps, or the checker's reasons to refuse it. */
export const compileFormula = (text: string | null | undefined): FormulaCompile => {
  const { normalized, tokens, reasons } = inspectFormula(text);
  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, program: { normalized, steps: toSteps(tokens), references: referencesOf(tokens) } };
};

/**
 * The fields a formula reads, each once, in the order they first appear (`[A] * [B] + [A]` reads A and B), so
 * a builder can refuse a formula naming a field the form does not have, or its own field. Only well-formed
 * references count, whatever else is wrong with the formula.
 */
export const formulaReferences = (text: string | null | undefined): string[] =>
  referencesOf(inspectFormula(text).tokens);

// Compiled formulas by their text: a form works out the same few formulas on every submission.
const COMPILED = new Map<string, FormulaCompile>();
const COMPILED_MAX = 500;

const compiledOf = (text: string): FormulaCompile => {
  let compiled = COMPILED.get(text);
  if (!compiled) {
    compiled = compileFormula(text);
    if (COMPILED.size >= COMPILED_MAX) COMPILED.clear();
    COMPILED.set(text, compiled);
  }
  return compiled;
};

/** A result rounded to 10 decimal places, with no negative zero. */
const rounded = (value: number): number =>
  (Math.abs(value) < 1e21 ? Number(value.toFixed(FORMULA_DECIMAL_PLACES)) : value) + 0;

const apply = (op: FormulaOperator, left: number, right: number): number => {
  switch (op) {
    case "+":
      return left + right;
    case "-":
      return left - right;
    case "*":
      return left * right;
    case "/":
      return left / right;
  }
};

const failure = (message: string): FormulaResult => ({ ok: false, message });

/** Works the postfix steps out with a stack of numbers; the first problem met, from the left, is the answer. */
const run = (
  steps: readonly FormulaStep[],
  valueOf: (alias: string) => number | null | undefined,
): FormulaResult => {
  const stack: number[] = [];
  for (const step of steps) {
    if (step.kind === "number") {
      // A literal of over 308 digits is Infinity to JavaScript.
      if (!Number.isFinite(step.value)) return failure(FORMULA_MESSAGES.tooLarge);
      stack.push(step.value);
      continue;
    }
    if (step.kind === "reference") {
      const value = valueOf(step.alias);
      if (typeof value !== "number" || !Number.isFinite(value))
        return failure(FORMULA_MESSAGES.missingValue(step.alias));
      stack.push(value);
      continue;
    }
    const right = stack.pop();
    if (right === undefined) return failure(FORMULA_MESSAGES.malformed);
    if (step.kind === "negate") {
      stack.push(-right);
      continue;
    }
    const left = stack.pop();
    if (left === undefined) return failure(FORMULA_MESSAGES.malformed);
    if (step.op === "/" && right === 0) return failure(FORMULA_MESSAGES.divisionByZero);
    const result = apply(step.op, left, right);
    if (!Number.isFinite(result)) return failure(FORMULA_MESSAGES.tooLarge);
    stack.push(result);
  }
  const [value, ...extra] = stack;
  if (value === undefined || extra.length > 0) return failure(FORMULA_MESSAGES.malformed);
  return { ok: true, value: rounded(value) };
};

/**
 * A calculated field's value: the formula (its text, or a program compiled from it) worked out with the numbers
 * `valueOf` gives for the fields it names. Plain JavaScript numbers, the result rounded to 10 decimal places so
 * 0.1 + 0.2 shows as 0.3. Never NaN or Infinity: division by zero, a field with no number, a result too large and
 * a formula the checker refuses each give a message instead. No recursion and no `eval`: any length or nesting
 * gets an answer.
 */
export const evaluateFormula = (
  formula: string | FormulaProgram,
  valueOf: (alias: string) => number | null | undefined,
): FormulaResult => {
  if (typeof formula !== "string") return run(formula.steps, valueOf);
  const compiled = compiledOf(formula);
  return compiled.ok
    ? run(compiled.program.steps, valueOf)
    : failure(FORMULA_MESSAGES.invalid(compiled.reasons));
};
