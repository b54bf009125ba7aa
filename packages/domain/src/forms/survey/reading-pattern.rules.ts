import type { PatternFlags } from "./reading-pattern.chars.ts";
import { compilePattern, runPattern } from "./reading-pattern.machine.ts";
import { parsePattern } from "./reading-pattern.parser.ts";

/** The longest pattern a question or form field may carry. */
export const PATTERN_MAX_LENGTH = 1_000;

/** Why a pattern cannot be used, as the end of a sentence that starts with the field's name. */
export const PATTERN_PROBLEMS = {
  invalid: "is not a valid regular expression.",
  unsupported: "uses look-around, back-references or more repetition than a reading can be checked against.",
  tooLong: `has at most ${PATTERN_MAX_LENGTH.toLocaleString("en-US")} characters.`,
} as const;
export type PatternProblem = keyof typeof PATTERN_PROBLEMS;

/** A question's or field's pattern, ready to test readings with, or why it cannot be. */
export type ReadingPattern =
  | { readonly ok: true; readonly test: (text: string) => boolean }
  | { readonly ok: false; readonly problem: PatternProblem };

// How many compiled patterns are kept; past it the cache starts again, so odd patterns cannot fill memory.
const MAX_CACHED_PATTERNS = 500;
const cache = new Map<string, ReadingPattern>();

/**
 * A pattern written as a JavaScript literal ('/^\d+$/i') is read as its source and flags; any other text is the
 * source itself with no flags. The g and d flags change nothing for a yes/no test; v is not accepted.
 */
const splitLiteral = (text: string): { source: string; flags: string } => {
  const close = text.lastIndexOf("/");
  if (text.startsWith("/") && close > 0) {
    const flags = text.slice(close + 1);
    if (/^[dgimsuyv]*$/.test(flags)) return { source: text.slice(1, close), flags };
  }
  return { source: text, flags: "" };
};

const flagsOf = (flags: string): PatternFlags => ({
  ignoreCase: flags.includes("i"),
  multiline: flags.includes("m"),
  dotAll: flags.includes("s"),
  unicode: flags.includes("u"),
  sticky: flags.includes("y"),
});

const compile = (text: string): ReadingPattern => {
  if (text.length > PATTERN_MAX_LENGTH) return { ok: false, problem: "tooLong" };
  const { source, flags } = splitLiteral(text);
  try {
    // Compiling a platform expression is safe (only running one can backtrack); it settles the syntax.
    new RegExp(source, flags);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (flags.includes("v")) return { ok: false, problem: "unsupported" };
  try {
    const patternFlags = flagsOf(flags);
    const program = compilePattern(parsePattern(source, patternFlags));
    return { ok: true, test: (reading) => runPattern(program, reading, patternFlags) };
  } catch {
    // UnsupportedPatternError: look-around, back-references, too deep or too large for the matcher.
    return { ok: false, problem: "unsupported" };
  }
};

/**
 * Compiles a question's JSRegex or a field's Regex once and keeps it. Testing a reading never backtracks, so a
 * pattern such as `^(a+)+$` cannot stall the server however long the reading; its cost is linear in the
 * reading's length. Look-around and back-references cannot be matched that way and are reported as unsupported.
 */
export const compileReadingPattern = (text: string): ReadingPattern => {
  const known = cache.get(text);
  if (known) return known;
  const pattern = compile(text);
  if (cache.size >= MAX_CACHED_PATTERNS) cache.clear();
  cache.set(text, pattern);
  return pattern;
};

/** The message for a pattern field that cannot be used: `JSRegex is not a valid regular expression.` */
export const patternProblemMessage = (label: string, problem: PatternProblem): string =>
  `${label} ${PATTERN_PROBLEMS[problem]}`;
