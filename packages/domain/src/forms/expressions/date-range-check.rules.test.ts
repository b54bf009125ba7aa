import { describe, expect, it } from "vitest";
import { checkDateRange, type DateReading } from "./date-range-check.rules.ts";
import { DATE_RANGE_MESSAGES } from "./date-range.messages.ts";

const TODAY = "2026-03-10";

const readings: Record<number, DateReading> = {
  12: { value: "03/01/2026", valid: true },
  13: { value: "03/20/2026 14:30", valid: true },
  14: { value: "2026-03-10", valid: true },
  20: { value: "", valid: true },
  21: { value: null, valid: false },
  22: { value: "03/05/2026", valid: false },
  23: { value: "not a date", valid: true },
  24: { value: "   ", valid: true },
  30: { value: "03/01/2026", valid: true, label: "Install date" },
  31: { value: "", valid: true, label: " Removal date " },
  32: { value: "x", valid: true, label: "  " },
};

const check = (expression: string, current: string | null | undefined, today: string = TODAY) =>
  checkDateRange(expression, { current, today, readingOf: (id) => readings[id] });

describe("checkDateRange: rules that hold", () => {
  it.each([
    ["$ <= 0000", "03/10/2026"],
    ["$ <= 0000", "03/10/2026 23:59"],
    ["$ <= 0000", "2026-03-09"],
    ["$ >= 0000^-30d^ && $ <= 0000", "02/08/2026"],
    ["$ >= 0000^-30d^ && $ <= 0000", "03/10/2026"],
    ["$ >= _12_^1d^", "03/02/2026"],
    ["$ > _12_", "03/02/2026 00:00"],
    ["$ < _13_", "03/19/2026 23:59"],
    ["$ = _14_", "03/10/2026 08:00 AM"],
    ["$ != 0000", "03/11/2026"],
    ["0000 <= $", "03/10/2026"],
    ["_12_^9d^ = 0000", "01/01/1999"],
    ["$ < _12_ || $ > _13_", "03/21/2026"],
    ["($ < _12_ || $ > _13_) && $ != 0000^365d^", "02/28/2026"],
    ["$^1d^ <= 0000", "03/09/2026"],
    ["$ >= 0000^-36525d^", "03/10/1926"],
    ["$ <= 0000^+1d^", "03/11/2026"],
    ["$ = 0000^-10d^", "02/28/2026"],
    ["$ = 0000^366d^", "03/11/2027"],
  ])("%s holds for %s", (expression, current) => {
    expect(check(expression, current)).toBeNull();
  });

  it("counts leap days", () => {
    expect(check("$ = 0000^1d^", "02/29/2028", "2028-02-28")).toBeNull();
    expect(check("$ = 0000^1d^", "03/01/2027", "2027-02-28")).toBeNull();
  });

  it.each(["", "   ", null, undefined])(
    "lets an empty answer (%j) pass: being required is another rule",
    (current) => {
      expect(check("$ >= _20_ && $ <= _22_", current)).toBeNull();
    },
  );
});

describe("checkDateRange: a date out of range says what is needed, from the bound", () => {
  it.each([
    ["$ <= 0000", "03/11/2026", "The date must be on or before 03/10/2026."],
    ["$ < 0000", "03/10/2026", "The date must be before 03/10/2026."],
    ["$ >= 0000", "03/09/2026 23:59", "The date must be on or after 03/10/2026."],
    ["$ > 0000", "2026-03-10", "The date must be after 03/10/2026."],
    ["$ = 0000", "03/09/2026", "The date must be on 03/10/2026."],
    ["$ == 0000", "03/09/2026", "The date must be on 03/10/2026."],
    ["$ != 0000", "03/10/2026", "The date must be a day other than 03/10/2026."],
    ["$ >= 0000^-9d^", "02/28/2026", "The date must be on or after 03/01/2026."],
    ["$ >= _12_^1d^", "03/01/2026", "The date must be on or after 03/02/2026."],
    ["$ >= 0000^-30d^ && $ <= 0000", "02/07/2026", "The date must be on or after 02/08/2026."],
    ["$ >= 0000^-30d^ && $ <= 0000", "03/11/2026", "The date must be on or before 03/10/2026."],
    ["0000 <= $", "03/09/2026", "The date must be on or after 03/10/2026."],
    ["_13_ > $", "03/20/2026", "The date must be before 03/20/2026."],
    ["$ < _12_ || $ > _13_", "03/10/2026", "The date must be before 03/01/2026 or after 03/20/2026."],
    [
      "$ < _12_ || $ > _13_ || $ = 0000^1d^",
      "03/10/2026",
      "The date must be before 03/01/2026 or after 03/20/2026 or on 03/11/2026.",
    ],
    ["$ < 0000 || $ < 0000", "03/10/2026", "The date must be before 03/10/2026."],
    [
      "($ < _12_ || $ > _13_) && $ != 0000",
      "03/05/2026",
      "The date must be before 03/01/2026 or after 03/20/2026.",
    ],
    ["($ < _12_ || $ > _13_) && $ != 0000", "02/01/2026", null],
    ["$^1d^ <= 0000", "03/10/2026", "The date plus 1 day must be on or before 03/10/2026."],
    ["$^-2d^ >= 0000", "03/11/2026", "The date minus 2 days must be on or after 03/10/2026."],
    ["_12_ > 0000", "03/11/2026", "The date of question 12 (03/01/2026) must be after 03/10/2026."],
    ["0000^-1d^ > _13_", "03/11/2026", "Today's date minus 1 day (03/09/2026) must be after 03/20/2026."],
    [
      "$ > 0000 || _12_^9d^ >= 0000^1d^",
      "03/01/2026",
      "The date must be after 03/10/2026 or the date of question 12 plus 9 days (03/10/2026) must be on or after 03/11/2026.",
    ],
  ])("%s with %s: %s", (expression, current, message) => {
    expect(check(expression, current)).toBe(message);
  });
});

describe("checkDateRange: what cannot be compared fails the rule", () => {
  it.each([
    ["$ > _99_", "03/10/2026", "This date is compared with question 99, which is not on this form."],
    ["$ > _20_", "03/10/2026", "This date is compared with question 20, which has no answer yet."],
    ["$ > _24_", "03/10/2026", "This date is compared with question 24, which has no answer yet."],
    ["$ > _21_", "03/10/2026", "This date is compared with question 21, which has no answer yet."],
    ["$ > _22_", "03/10/2026", "This date is compared with question 22, whose answer is not valid."],
    ["$ > _23_", "03/10/2026", "This date is compared with question 23, whose answer is not valid."],
    // Every question named is needed, even on a side of '||' that would hold without it.
    [
      "$ > 0000^-99d^ || $ > _22_",
      "03/10/2026",
      "This date is compared with question 22, whose answer is not valid.",
    ],
    [
      "$ > _12_ && $ > _99_ && $ > _22_",
      "03/10/2026",
      "This date is compared with question 99, which is not on this form.",
    ],
  ])("%s: %s", (expression, current, message) => {
    expect(check(expression, current)).toBe(message);
  });

  it.each([
    "03/32/2026",
    "02/29/2026",
    "2026-3-1",
    "3/1/26",
    "tomorrow",
    "03/10/2026 25:00",
    "٠٣/١٠/٢٠٢٦",
    "🙂",
    "03/10/2026" + " ".repeat(5_000) + "x",
    "9".repeat(10_000),
  ])("refuses a value that is not a date (%j) with the date field's message", (current) => {
    expect(check("$ <= 0000", current)).toBe('This field accepts date "mm/dd/yyyy" input.');
  });

  it.each(["", "03/10/2026", "2026-3-10", "20260310"])("refuses a 'today' of %j", (today) => {
    expect(check("$ <= 0000", "03/10/2026", today)).toBe(DATE_RANGE_MESSAGES.badToday);
  });

  it("reports a malformed rule's mistake before anything else", () => {
    expect(check("$ <= 0000 &&", "not a date", "")).toBe(
      "Expected $, 0000 or a question reference such as _12_ at the end.",
    );
  });

  it.each([
    ["an empty rule", "", DATE_RANGE_MESSAGES.empty],
    ["a 10,000-character rule", "$ < 0000 && ".repeat(833) + "$ < 0000", DATE_RANGE_MESSAGES.tooLong],
    [
      "5,000 nested parentheses",
      "(".repeat(5_000) + "$<0000" + ")".repeat(5_000),
      DATE_RANGE_MESSAGES.tooLong,
    ],
    ["garbage", "%%%", 'Unexpected "%" at character 1.'],
    ["a reference with no id", "$ > __", DATE_RANGE_MESSAGES.badReference(5)],
  ])("fails on %s", (_what, expression, message) => {
    expect(check(expression, "03/10/2026")).toBe(message);
  });

  it.each([null, undefined])("reads a missing rule (%j) as an empty one", (expression) => {
    expect(
      checkDateRange(expression, { current: "03/10/2026", today: TODAY, readingOf: () => undefined }),
    ).toBe(DATE_RANGE_MESSAGES.empty);
  });
});

describe("checkDateRange: questions named by their text", () => {
  it.each([
    ["$ >= _30_", "02/01/2026", "The date must be on or after 03/01/2026."],
    ["_30_ > 0000", "02/01/2026", 'The date of "Install date" (03/01/2026) must be after 03/10/2026.'],
    ["$ > _31_", "02/01/2026", 'This date is compared with "Removal date", which has no answer yet.'],
    ["$ > _32_", "02/01/2026", "This date is compared with question 32, whose answer is not valid."],
  ])("%s with %s: %s", (expression, current, message) => {
    expect(check(expression, current)).toBe(message);
  });
});

describe("checkDateRange: a long rule", () => {
  it("checks answers against a rule of twelve alternatives, holding for the dates it allows", () => {
    const rule = Array.from({ length: 12 }, (_, n) => `($ >= _12_^${n}d^ || $ < _13_^-${n}d^)`).join(" && ");
    expect(rule.length).toBeLessThanOrEqual(500);
    const verdicts = Array.from({ length: 300 }, (_, n) =>
      check(rule, n % 2 === 0 ? "03/10/2026" : "2026-03-20"),
    );
    expect(new Set(verdicts.filter((_, n) => n % 2 === 0))).toEqual(new Set([verdicts[0]]));
    expect({ early: verdicts[0], late: verdicts[1] }).toMatchInlineSnapshot(`
      {
        "early": "The date must be on or after 03/11/2026 or before 03/10/2026.",
        "late": null,
      }
    `);
  });
});
