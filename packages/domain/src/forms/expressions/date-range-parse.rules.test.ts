import { describe, expect, it } from "vitest";
import { DATE_RANGE_MESSAGES } from "./date-range.messages.ts";
import { parseDateRange, type DateRangeStep } from "./date-range-parse.rules.ts";

const current = (offsetDays = 0) => ({ source: { kind: "current" as const }, offsetDays });
const today = (offsetDays = 0) => ({ source: { kind: "today" as const }, offsetDays });
const question = (questionId: number, offsetDays = 0) => ({
  source: { kind: "question" as const, questionId },
  offsetDays,
});

describe("parseDateRange: well-formed rules", () => {
  it.each<[string, DateRangeStep[], number[]]>([
    ["$ <= 0000", [{ kind: "compare", left: current(), op: "<=", right: today() }], []],
    ["$<0000", [{ kind: "compare", left: current(), op: "<", right: today() }], []],
    ["$ = 0000", [{ kind: "compare", left: current(), op: "=", right: today() }], []],
    ["$ == 0000", [{ kind: "compare", left: current(), op: "=", right: today() }], []],
    ["$ != 0000", [{ kind: "compare", left: current(), op: "!=", right: today() }], []],
    ["$ >= _12_^1d^", [{ kind: "compare", left: current(), op: ">=", right: question(12, 1) }], [12]],
    ["$ > _7_^+2D^", [{ kind: "compare", left: current(), op: ">", right: question(7, 2) }], [7]],
    ["0000^-0d^ < $", [{ kind: "compare", left: today(0), op: "<", right: current() }], []],
    [
      "$ >= 0000^-30d^ && $ <= 0000",
      [
        { kind: "compare", left: current(), op: ">=", right: today(-30) },
        { kind: "compare", left: current(), op: "<=", right: today() },
        { kind: "and" },
      ],
      [],
    ],
    [
      "$ < _3_ || $ > _4_ && $ != _3_^99999d^",
      [
        { kind: "compare", left: current(), op: "<", right: question(3) },
        { kind: "compare", left: current(), op: ">", right: question(4) },
        { kind: "compare", left: current(), op: "!=", right: question(3, 99_999) },
        { kind: "and" },
        { kind: "or" },
      ],
      [3, 4],
    ],
    [
      "($ < _3_ || $ > _4_) && $ != 0000",
      [
        { kind: "compare", left: current(), op: "<", right: question(3) },
        { kind: "compare", left: current(), op: ">", right: question(4) },
        { kind: "or" },
        { kind: "compare", left: current(), op: "!=", right: today() },
        { kind: "and" },
      ],
      [3, 4],
    ],
    ["$ ^1d^ < 0000", [{ kind: "compare", left: current(1), op: "<", right: today() }], []],
    ["$\u00a0<\u30000000", [{ kind: "compare", left: current(), op: "<", right: today() }], []],
    ["\t(( $^1d^ >= 0000 ))\n", [{ kind: "compare", left: current(1), op: ">=", right: today() }], []],
  ])("reads %j", (expression, steps, questionIds) => {
    expect(parseDateRange(expression)).toEqual({ ok: true, ast: { steps, questionIds } });
  });
});

describe("parseDateRange: malformed rules are named, with their place", () => {
  const M = DATE_RANGE_MESSAGES;
  it.each([
    ["", M.empty],
    ["   \n\t", M.empty],
    ["$ ".repeat(250) + "<", M.tooLong],
    ["$", "Expected a comparison operator (<, <=, >, >=, =, !=) at the end."],
    ["$ <", "Expected $, 0000 or a question reference such as _12_ at the end."],
    ["$ < 000", "Expected $, 0000 or a question reference such as _12_ at character 5."],
    ["$ < 00000", "Expected $, 0000 or a question reference such as _12_ at character 5."],
    ["$ < 2026", "Expected $, 0000 or a question reference such as _12_ at character 5."],
    ["$ < today", 'Unexpected "t" at character 5.'],
    ["$ < __", "A question reference is a question id between underscores, such as _12_, at character 5."],
    ["$ < _12", "A question reference is a question id between underscores, such as _12_, at character 5."],
    [
      "$ < _1234567890_",
      "A question reference is a question id between underscores, such as _12_, at character 5.",
    ],
    ["$ < _a_", "A question reference is a question id between underscores, such as _12_, at character 5."],
    ["$ < 0000^1^", M.badOffset(9)],
    ["$ < 0000^d^", M.badOffset(9)],
    ["$ < 0000^1d", M.badOffset(9)],
    ["$ < 0000^123456d^", M.badOffset(9)],
    ["$ < 0000^1w^", M.badOffset(9)],
    ["$ < 0000^1d^^2d^", "A day offset must follow $, 0000 or a question reference at character 13."],
    ["^1d^ $ < 0000", "A day offset must follow $, 0000 or a question reference at character 1."],
    ["$ < ^1d^", "A day offset must follow $, 0000 or a question reference at character 5."],
    ["$ 0000", "Expected a comparison operator (<, <=, >, >=, =, !=) at character 3."],
    ["$ => 0000", "Expected $, 0000 or a question reference such as _12_ at character 4."],
    ["$ =< 0000", "Expected $, 0000 or a question reference such as _12_ at character 4."],
    ["$ ! 0000", 'Unexpected "!" at character 3.'],
    ["$ < 0000 $ > 0000", "Expected && or || at character 10."],
    ["$ < 0000 < _1_", "Expected && or || at character 10."],
    ["$ < 0000 & $ > 0000", "Expected && or || at character 10."],
    ["$ < 0000 | $ > 0000", "Expected && or || at character 10."],
    ["$ < 0000 &&", "Expected $, 0000 or a question reference such as _12_ at the end."],
    ["&& $ < 0000", "Expected $, 0000 or a question reference such as _12_ at character 1."],
    ["$ < 0000 && || $ > 0000", "Expected $, 0000 or a question reference such as _12_ at character 13."],
    ["()", "Empty parentheses at character 1."],
    ["$ < 0000 && ( )", "Empty parentheses at character 13."],
    ["($ < 0000", 'Unclosed "(" at character 1.'],
    ["(($ < 0000)", 'Unclosed "(" at character 1.'],
    ["$ < 0000)", 'Unmatched ")" at character 9.'],
    ["($ < 0000))", 'Unmatched ")" at character 11.'],
    ["$ < (0000)", "Expected $, 0000 or a question reference such as _12_ at character 5."],
    ["$ < 0000 (", "Expected && or || at character 10."],
    ["$ < 0000 ; drop", 'Unexpected ";" at character 10.'],
    ["$ < ٣", 'Unexpected "٣" at character 5.'],
    ["🙂🙂 $ < 0000", 'Unexpected "🙂" at character 1.'],
    ["$ < 0000 && 🙂", 'Unexpected "🙂" at character 13.'],
    ["🙂 $ < x", 'Unexpected "🙂" at character 1.'],
    ["$ < 0000 && $ >\u0000 0000", 'Unexpected "U+0000" at character 16.'],
    ["$ < 0000 && $ >\u0085 0000", 'Unexpected "U+0085" at character 16.'],
  ])("%j: %s", (expression, message) => {
    expect(parseDateRange(expression)).toEqual({ ok: false, message });
  });

  it.each([null, undefined])("reads %j as an empty rule", (expression) => {
    expect(parseDateRange(expression)).toEqual({ ok: false, message: M.empty });
  });

  it("reads a rule of exactly 500 characters and nested 100 deep", () => {
    const rule = "(".repeat(100) + "$ <= 0000" + ")".repeat(100);
    const padded = rule + " ".repeat(500 - rule.length);
    expect(padded).toHaveLength(500);
    expect(parseDateRange(padded).ok).toBe(true);
    expect(parseDateRange(padded + " ")).toEqual({ ok: false, message: M.tooLong });
  });

  it.each([
    ["a 10,000-character rule", "$ < 0000 && ".repeat(833) + "$ < 0000"],
    ["5,000 nested parentheses", "(".repeat(5_000) + "$ < 0000" + ")".repeat(5_000)],
    ["a 10,000-character run of one letter", "x".repeat(10_000)],
  ])("refuses %s unread", (_what, expression) => {
    expect(parseDateRange(expression)).toEqual({ ok: false, message: M.tooLong });
  });

  it.each([
    [
      "a rule of 490 closing parentheses",
      ")".repeat(490),
      "Expected $, 0000 or a question reference such as _12_ at character 1.",
    ],
    ["a close after a comparison", "$<0000" + ")".repeat(490), 'Unmatched ")" at character 7.'],
    [
      "a rule of 490 opening parentheses",
      "(".repeat(490),
      "Expected $, 0000 or a question reference such as _12_ at the end.",
    ],
    ["a rule of 490 unclosed groups", "(".repeat(240) + "$<0000", 'Unclosed "(" at character 240.'],
    ["garbage", "SELECT * FROM answers", 'Unexpected "S" at character 1.'],
    [
      "a script",
      "<script>alert(1)</script>",
      "Expected $, 0000 or a question reference such as _12_ at character 1.",
    ],
    ["a JavaScript expression", "new Date() > $", 'Unexpected "n" at character 1.'],
  ])("names the mistake in %s", (_what, expression, message) => {
    expect(parseDateRange(expression)).toEqual({ ok: false, message });
  });
});
