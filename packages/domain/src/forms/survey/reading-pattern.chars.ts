/**
 * Single-character tests for the reading-pattern matcher. Each class, escape or literal of a pattern becomes
 * one test of one character. The test asks the platform's own regular expression (`^(?:[a-z])$`): with no
 * repetition inside it cannot backtrack, and it keeps JavaScript's exact meaning of classes, escapes such as
 * \d or \p{L}, and case-insensitive matching. Answers for ASCII characters are remembered per test.
 */

/** The flags of a pattern that change what it matches. */
export type PatternFlags = {
  readonly ignoreCase: boolean;
  readonly multiline: boolean;
  readonly dotAll: boolean;
  readonly unicode: boolean;
  readonly sticky: boolean;
};

/** Whether one character matches: its code (a code point with the u flag, else a UTF-16 unit) and its text. */
export type CharTest = (code: number, text: string) => boolean;

/** Thrown while building a matcher for what the linear matcher does not do; never leaves this folder's rules. */
export class UnsupportedPatternError extends Error {}

const ASCII_SIZE = 128;
const UNKNOWN = -1;

const atomFlags = (flags: PatternFlags): string =>
  `${flags.ignoreCase ? "i" : ""}${flags.dotAll ? "s" : ""}${flags.unicode ? "u" : ""}`;

/** A test of one character against a pattern piece that matches exactly one character (`[a-z]`, `\d`, `.`). */
export const nativeCharTest = (source: string, flags: PatternFlags): CharTest => {
  let native: RegExp;
  try {
    native = new RegExp(`^(?:${source})$`, atomFlags(flags));
  } catch {
    throw new UnsupportedPatternError(`cannot read ${source}`);
  }
  const ascii = new Int8Array(ASCII_SIZE).fill(UNKNOWN);
  return (code, text) => {
    if (code >= ASCII_SIZE) return native.test(text);
    let known = ascii[code]!;
    if (known === UNKNOWN) {
      known = native.test(String.fromCharCode(code)) ? 1 : 0;
      ascii[code] = known;
    }
    return known === 1;
  };
};

// The characters that mean something in a pattern and are written with a backslash to mean themselves.
const SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|/";

/** A test for one literal character of a pattern (one code point with the u flag, else one UTF-16 unit). */
export const literalCharTest = (char: string, flags: PatternFlags): CharTest => {
  if (flags.ignoreCase) return nativeCharTest(SYNTAX_CHARACTERS.includes(char) ? `\\${char}` : char, flags);
  const expected = flags.unicode ? char.codePointAt(0)! : char.charCodeAt(0);
  return (code) => code === expected;
};

// Letters, digits and '_' (what \w and \b mean); with both i and u, also ſ (U+017F) and the Kelvin sign (U+212A).
const isAsciiWord = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/** Whether a character counts as part of a word for \b and \B. */
export const isWordCode = (code: number, flags: PatternFlags): boolean =>
  isAsciiWord(code) || (flags.ignoreCase && flags.unicode && (code === 0x017f || code === 0x212a));

/** Whether a character ends a line for ^ and $ under the m flag: \n, \r, U+2028, U+2029. */
export const isLineTerminator = (code: number): boolean =>
  code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
