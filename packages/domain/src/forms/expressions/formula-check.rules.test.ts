import { describe, expect, it } from "vitest";
import { checkFormula } from "./formula-check.rules.ts";
import { FORMULA_REASON_ORDER } from "./formula.messages.ts";
import { collapseWhitespace, isFieldAlias, isWellFormedNumber } from "./formula-tokens.rules.ts";

const INVALID = "Invalid characters or patterns found";
const UNBALANCED = "Unbalanced parentheses";
const CONSECUTIVE = "Consecutive operators found";
const EDGE = "Expression starts or ends with an operator";
const EMPTY_PARENS = "Empty parentheses found";
const DECIMAL = "Invalid decimal point usage";

describe("the formula checker's reasons", () => {
  it("are the builder's six texts, in its order", () => {
    expect(FORMULA_REASON_ORDER).toEqual([INVALID, UNBALANCED, CONSECUTIVE, EDGE, EMPTY_PARENS, DECIMAL]);
  });
});

describe("checkFormula: sound formulas, stored with their whitespace collapsed", () => {
  it.each([
    ["1", "1"],
    ["0.5", "0.5"],
    ["007", "007"],
    ["12.25 * 4", "12.25 * 4"],
    ["[Length]*[Width]", "[Length]*[Width]"],
    ["  [Length]  *\t[Width] / 2\n", "[Length] * [Width] / 2"],
    ["([A] + [B]) / 2", "([A] + [B]) / 2"],
    ["-3", "-3"],
    ["- 3", "- 3"],
    ["-[A] * 2", "-[A] * 2"],
    ["-(1 + 2)", "-(1 + 2)"],
    ["2 * (-3)", "2 * (-3)"],
    ["((((1))))", "((((1))))"],
    ["[_rate] - [pump_2] + [Z9]", "[_rate] - [pump_2] + [Z9]"],
    [`[${"a".repeat(64)}]`, `[${"a".repeat(64)}]`],
    ["1\u00a0+\u20032", "1 + 2"],
  ])("accepts %j as %j", (text, normalized) => {
    expect(checkFormula(text)).toEqual({ ok: true, normalized });
  });
});

describe("checkFormula: each reason", () => {
  it.each([
    // Characters and patterns outside the language.
    ["1 + a", [INVALID]],
    ["1 % 2", [INVALID]],
    ["2 ^ 3", [INVALID]],
    ["1e5", [INVALID]],
    ["1,5", [INVALID]],
    ["{12} + 1", [INVALID]],
    ["[] + 1", [INVALID]],
    ["[9lives] + 1", [INVALID]],
    ["[Tank Level] + 1", [INVALID]],
    ["[Tank-Level]", [INVALID]],
    ["[A", [INVALID]],
    ["A]", [INVALID]],
    ["[[A]]", [INVALID]],
    [`[${"a".repeat(65)}]`, [INVALID]],
    ["2 3", [INVALID]],
    ["2(3)", [INVALID]],
    ["(1)(2)", [INVALID]],
    ["(1)2", [INVALID]],
    ["[A][B]", [INVALID]],
    ["[A] 2", [INVALID]],
    ["2[A]", [INVALID]],
    ["alert(1)", [INVALID]],
    // Parentheses.
    ["(1 + 2", [UNBALANCED]],
    ["1 + 2)", [UNBALANCED]],
    [")1 + 2(", [INVALID, UNBALANCED]],
    ["((1)", [UNBALANCED]],
    // Operators in a row.
    ["1 + * 2", [CONSECUTIVE]],
    ["1 ++ 2", [CONSECUTIVE]],
    ["2 * -3", [CONSECUTIVE]],
    ["--3", [CONSECUTIVE]],
    ["(- -3)", [CONSECUTIVE]],
    // An operator first or last, in the formula or in parentheses.
    ["+3", [EDGE]],
    ["*3", [EDGE]],
    ["3 -", [EDGE]],
    ["3 /", [EDGE]],
    ["-", [EDGE]],
    ["(*3)", [EDGE]],
    ["(3+)", [EDGE]],
    ["(-)", [EDGE]],
    ["2 * (+3)", [EDGE]],
    // Empty parentheses.
    ["()", [EMPTY_PARENS]],
    ["1 + ( )", [EMPTY_PARENS]],
    ["(())", [EMPTY_PARENS]],
    // Decimal points.
    [".5", [DECIMAL]],
    ["5.", [DECIMAL]],
    ["1.2.3", [DECIMAL]],
    [".", [DECIMAL]],
    ["1..2", [DECIMAL]],
    ["[A] * .", [DECIMAL]],
  ])("%j: %j", (text, reasons) => {
    expect(checkFormula(text)).toEqual({ ok: false, reasons });
  });
});

describe("checkFormula: several reasons at once, in the builder's order", () => {
  it.each([
    ["(1 + * 2", [UNBALANCED, CONSECUTIVE]],
    ["*1.2.3 +", [EDGE, DECIMAL]],
    ["() + ", [EDGE, EMPTY_PARENS]],
    ["(+ 1.) )) a", [INVALID, UNBALANCED, EDGE, DECIMAL]],
    ["$ + (() ** .5 -", [INVALID, UNBALANCED, CONSECUTIVE, EDGE, EMPTY_PARENS, DECIMAL]],
    ["1. ++ () )", [UNBALANCED, CONSECUTIVE, EMPTY_PARENS, DECIMAL]],
  ])("%j: %j", (text, reasons) => {
    expect(checkFormula(text)).toEqual({ ok: false, reasons });
  });
});

describe("checkFormula: hostile input", () => {
  it.each([
    ["an empty formula", ""],
    ["only spaces", " \t\n "],
    ["null", null],
    ["undefined", undefined],
  ])("refuses %s as empty", (_what, text) => {
    expect(checkFormula(text)).toEqual({ ok: false, reasons: ["Expression is empty"] });
  });

  it.each([
    ["an Arabic-Indic digit", "٣ + 1"],
    ["a circled digit", "① + 1"],
    ["an emoji", "🙂 + 1"],
    ["an emoji alias", "[🙂] + 1"],
    ["a full-width digit", "１ + 1"],
    ["an accented alias", "[Température] * 2"],
    ["a NUL character", "1 +\u0000 2"],
    ["a lone surrogate", "1 + \ud800"],
    ["a division sign", "6 ÷ 2"],
    ["a minus sign", "6 − 2"],
  ])("refuses %s as invalid characters", (_what, text) => {
    expect(checkFormula(text)).toEqual({ ok: false, reasons: [INVALID] });
  });

  it("accepts a sound 10,000-character formula", () => {
    const text = "1 + ".repeat(2_499) + "1234";
    expect(text).toHaveLength(10_000);
    expect(checkFormula(text)).toEqual({ ok: true, normalized: text });
  });

  it.each([
    ["10,000 letters", "x".repeat(10_000), [INVALID]],
    ["10,000 operators", "+".repeat(10_000), [CONSECUTIVE, EDGE]],
    ["10,000 opening parentheses", "(".repeat(10_000), [UNBALANCED]],
    ["10,000 decimal points", ".".repeat(10_000), [DECIMAL]],
    ["10,000 unclosed brackets", "[".repeat(10_000), [INVALID]],
    ["a 10,000-character alias", `[${"a".repeat(9_998)}]`, [INVALID]],
  ])("gives %s a verdict", (_what, text, reasons) => {
    expect(checkFormula(text)).toEqual({ ok: false, reasons });
  });

  it("accepts 5,000 nested parentheses and refuses them one short", () => {
    const nested = "(".repeat(5_000) + "1" + ")".repeat(5_000);
    expect(checkFormula(nested)).toEqual({ ok: true, normalized: nested });
    expect(checkFormula(nested.slice(1))).toEqual({ ok: false, reasons: [UNBALANCED] });
  });

  it("checks 300 formulas of 300 characters, each of them valid", () => {
    const formulas = Array.from({ length: 300 }, (_, n) => `([A${n}] + ${n}.5) * `.repeat(20).slice(0, -3));
    const checkAll = () => formulas.every((text) => checkFormula(text).ok);
    expect(checkAll()).toBe(true);
  });
});

describe("formula words", () => {
  it.each([
    ["a\t \n b", "a b"],
    ["  a  ", "a"],
    ["\u00a0a\u2028b\u3000", "a b"],
  ])("collapses the whitespace of %j to %j", (text, collapsed) => {
    expect(collapseWhitespace(text)).toBe(collapsed);
  });

  it.each([
    ["TankLevel", true],
    ["_rate", true],
    ["pump_2", true],
    ["a".repeat(64), true],
    ["", false],
    ["2pumps", false],
    ["a".repeat(65), false],
    ["tank level", false],
    ["tank-level", false],
    ["Température", false],
  ])("%j is an alias: %s", (alias, isAlias) => {
    expect(isFieldAlias(alias)).toBe(isAlias);
  });

  it.each([
    ["0", true],
    ["12", true],
    ["0.5", true],
    ["12.25", true],
    ["", false],
    [".", false],
    [".5", false],
    ["5.", false],
    ["1.2.3", false],
    ["1..2", false],
  ])("%j is a number: %s", (text, isNumber) => {
    expect(isWellFormedNumber(text)).toBe(isNumber);
  });
});
