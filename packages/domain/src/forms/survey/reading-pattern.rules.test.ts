import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_GROUP_DEPTH } from "./reading-pattern.parser.ts";
import { compileReadingPattern, patternProblemMessage, PATTERN_MAX_LENGTH } from "./reading-pattern.rules.ts";

// The test runner's clock (the domain's own code has no clock).
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

const test = (pattern: string, text: string): boolean => {
  const compiled = compileReadingPattern(pattern);
  if (!compiled.ok) throw new Error(`${pattern} did not compile: ${compiled.problem}`);
  return compiled.test(text);
};

/** The platform's own answer for a pattern written as source or as '/source/flags'. */
const native = (pattern: string, text: string): boolean => {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  return literal ? new RegExp(literal[1]!, literal[2]).test(text) : new RegExp(pattern).test(text);
};

// Patterns as forms carry them, and the corners of the syntax.
const PATTERNS = [
  String.raw`^\d+$`,
  String.raw`^[0-9]*\.?[0-9]+$`,
  String.raw`^-?\d+(\.\d+)?$`,
  String.raw`^[a-zA-Z0-9 ]*$`,
  String.raw`^\d{1,3}(,\d{3})*(\.\d{1,2})?$`,
  String.raw`^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$`,
  String.raw`^[\w.+-]+@[\w-]+\.[\w.-]+$`,
  String.raw`^[0-9+()-]*$`,
  String.raw`^https?:\/\/\S+$`,
  "/^abc$/i",
  "/^a.c$/s",
  "/^b$/m",
  "/abc/y",
  "/^\\p{L}+$/u",
  "/^\\u{1F600}$/u",
  "/^\\uD83D\\uDE00$/u",
  "^.$",
  "/^.$/u",
  "/^.x$/u",
  "/^x.$/u",
  String.raw`\bcat\b`,
  String.raw`\Bat`,
  "colou?r",
  "^(a|ab)(c|bcd)(d*)$",
  "^(?:x|y){2,3}$",
  "^(?<word>[a-z]+)-\\d{2}$",
  "a{,3}",
  "^[]$",
  "^[^]$",
  "^[\\]\\-a]+$",
  "^(a*)*$",
  "^()*$",
  "\\x41\\u0042\\0?",
  "\\cJ",
  "^\\/path$",
  "^a{0}b$",
  "^a+?b??$",
  "",
];

const TEXTS = [
  "",
  "123",
  "12.5",
  "-0.25",
  "1,234.56",
  "12/31/2026",
  "13/01/2026",
  "ana@example.com",
  "(555)-123",
  "https://example.com",
  "ABC",
  "a\nc",
  "a\nb\nc",
  "xabc",
  "ÉlanΩ",
  "😀",
  "the cat sat",
  "that",
  "color",
  "colour",
  "abcd",
  "abbcd",
  "xyx",
  "word-12",
  "a{,3}",
  "x",
  "]-a",
  "aaaa",
  "AB\u0000",
  "\n",
  "/path",
  "b",
  "ab",
  "a\u2028",
  "\uD83Dx",
  "x\uDE00",
];

describe("the linear matcher answers as the platform's expressions do", () => {
  it.each(PATTERNS.flatMap((pattern) => TEXTS.map((text) => [pattern, text] as const)))(
    "%j against %j",
    (pattern, text) => {
      expect(test(pattern, text)).toBe(native(pattern, text));
    },
  );

  it("agrees on random texts for a set of everyday patterns", () => {
    const everyday = [
      "^(a|b)*c$",
      "^a{2,4}b?$",
      "(ab|a)(bc|c)",
      "^[ab]+$",
      "a.b",
      "/^A(b|c)+$/i",
      "\\bab",
      "^(?:a?b?)*$",
      "$^",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...everyday),
        fc.string({ unit: fc.constantFrom("a", "b", "c", "A", " ", "\n") }),
        (p, t) => test(p, t) === native(p, t),
      ),
      { numRuns: 2000 },
    );
  });
});

describe("patterns that cannot be used", () => {
  it.each([
    ["^(a", "invalid"],
    ["[", "invalid"],
    ["a**", "invalid"],
    ["/(/i", "invalid"],
    ["(?=a)a", "unsupported"],
    ["(?!a)b", "unsupported"],
    ["(?<=a)b", "unsupported"],
    ["(?<!a)b", "unsupported"],
    ["(a)\\1", "unsupported"],
    ["(?<n>a)\\k<n>", "unsupported"],
    ["/[a--b]/v", "unsupported"],
    ["a{999999}", "unsupported"],
    ["(a{100}){100}", "unsupported"],
    [`${"(".repeat(MAX_GROUP_DEPTH + 1)}a${")".repeat(MAX_GROUP_DEPTH + 1)}`, "unsupported"],
    ["a".repeat(PATTERN_MAX_LENGTH + 1), "tooLong"],
    [`${"(".repeat(5000)}a${")".repeat(5000)}`, "tooLong"],
  ])("%j is %s", (pattern, problem) => {
    expect(compileReadingPattern(pattern)).toEqual({ ok: false, problem });
  });

  it("reads text that only looks like a literal (an unknown flag) as the pattern itself", () => {
    expect(test("/a/q", "x/a/q")).toBe(true);
    expect(test("/a/q", "a")).toBe(false);
  });

  it("accepts groups nested to the limit", () => {
    const depth = MAX_GROUP_DEPTH;
    expect(test(`^${"(".repeat(depth)}a${")".repeat(depth)}$`, "a")).toBe(true);
  });

  it.each([
    ["JSRegex", "invalid", "JSRegex is not a valid regular expression."],
    [
      "Regex",
      "unsupported",
      "Regex uses look-around, back-references or more repetition than a reading can be checked against.",
    ],
    ["JSRegex", "tooLong", "JSRegex has at most 1,000 characters."],
  ] as const)("names the field: %s %s", (label, problem, message) => {
    expect(patternProblemMessage(label, problem)).toBe(message);
  });
});

describe("hostile patterns and readings", () => {
  it.each([
    ["^(a+)+$", `${"a".repeat(10_000)}b`],
    ["^(a|a)*$", `${"a".repeat(10_000)}b`],
    ["^(a|aa)+$", `${"a".repeat(10_000)}b`],
    ["^\\d*\\d*\\d*\\d*x$", "1".repeat(10_000)],
    ["^(.*a){20}$", "a".repeat(10_000)],
    ["^([a-z]+\\s?)*$", `${"word ".repeat(2_000)}!`],
  ])("%j finishes on a 10,000-character reading", (pattern, reading) => {
    const started = clock.now();
    expect(test(pattern, reading)).toBe(pattern === "^(.*a){20}$");
    expect(clock.now() - started).toBeLessThan(2_000);
  });

  it("compiles a pattern once and keeps it", () => {
    expect(compileReadingPattern("^kept$")).toBe(compileReadingPattern("^kept$"));
  });
});
