import { describe, expect, it } from "vitest";
import {
  compileFormula,
  evaluateFormula,
  formulaReferences,
  type FormulaProgram,
} from "./formula-evaluate.rules.ts";

const VALUES: Record<string, number | null | undefined> = {
  Length: 12.5,
  Width: 4,
  Zero: 0,
  Tenth: 0.1,
  Fifth: 0.2,
  Negative: -3,
  Huge: 1e308,
  Empty: undefined,
  Cleared: null,
  Broken: Number.NaN,
  Endless: Number.POSITIVE_INFINITY,
};
const valueOf = (alias: string) => VALUES[alias];

describe("evaluateFormula: values", () => {
  it.each([
    ["1", 1],
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["10 - 4 - 3", 3],
    ["100 / 10 / 5", 2],
    ["2 * 3 / 4", 1.5],
    ["-3", -3],
    ["-3 * 2", -6],
    ["-2 + 5", 3],
    ["-(2 + 5) * 2", -14],
    ["2 * (-3)", -6],
    ["-(-(-1))", -1],
    ["[Length] * [Width]", 50],
    ["[Length] * [Width] / 2", 25],
    ["[Tenth] + [Fifth]", 0.3],
    ["0.1 + 0.2", 0.3],
    ["0.1 * 3", 0.3],
    ["1 / 3", 0.3333333333],
    ["2 / 3", 0.6666666667],
    ["[Negative] * [Negative]", 9],
    ["-[Zero]", 0],
    ["[Zero] / 5", 0],
    ["-0.00000000001", 0],
    ["0.00000000005", 0.0000000001],
    ["123456789012.123456789", 123456789012.12346],
    ["1000000000000000000000 * 10", 1e22],
    ["007 + 0.50", 7.5],
  ])("%s = %d", (formula, value) => {
    expect(evaluateFormula(formula, valueOf)).toEqual({ ok: true, value });
  });

  it("gives a positive zero, never a negative one", () => {
    const result = evaluateFormula("-0 * 5", valueOf);
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });
});

describe("evaluateFormula: what cannot be worked out gives a message", () => {
  it.each([
    ["1 / 0", "The formula divides by zero."],
    ["[Length] / [Zero]", "The formula divides by zero."],
    ["[Length] / (2 - 2)", "The formula divides by zero."],
    ["[Length] / 0.0", "The formula divides by zero."],
    ["[Missing] + 1", "The formula needs a number in [Missing]."],
    ["[Empty] + 1", "The formula needs a number in [Empty]."],
    ["[Cleared] + 1", "The formula needs a number in [Cleared]."],
    ["[Broken] + 1", "The formula needs a number in [Broken]."],
    ["[Endless] + 1", "The formula needs a number in [Endless]."],
    ["[Length] / 0 + [Missing]", "The formula divides by zero."],
    ["[Missing] + [Length] / 0", "The formula needs a number in [Missing]."],
    ["[Huge] * 10", "The formula's result is too large."],
    ["-[Huge] - [Huge]", "The formula's result is too large."],
    ["9".repeat(400), "The formula's result is too large."],
    ["", "The formula is not valid: Expression is empty."],
    ["1 +", "The formula is not valid: Expression starts or ends with an operator."],
    ["(1 + * 2", "The formula is not valid: Unbalanced parentheses; Consecutive operators found."],
    ["٣ + 1", "The formula is not valid: Invalid characters or patterns found."],
    [
      "Math.max(1)",
      "The formula is not valid: Invalid characters or patterns found; Invalid decimal point usage.",
    ],
  ])("%s: %s", (formula, message) => {
    expect(evaluateFormula(formula, valueOf)).toEqual({ ok: false, message });
  });

  it.each<[string, FormulaProgram]>([
    [
      "an operator with nothing before it",
      { normalized: "", steps: [{ kind: "operator", op: "+" }], references: [] },
    ],
    ["a negation with nothing before it", { normalized: "", steps: [{ kind: "negate" }], references: [] }],
    [
      "an operator with one value",
      {
        normalized: "",
        steps: [
          { kind: "number", value: 1 },
          { kind: "operator", op: "*" },
        ],
        references: [],
      },
    ],
    [
      "two values and no operator",
      {
        normalized: "",
        steps: [
          { kind: "number", value: 1 },
          { kind: "number", value: 2 },
        ],
        references: [],
      },
    ],
    ["no steps", { normalized: "", steps: [], references: [] }],
  ])("refuses a hand-made program with %s", (_what, program) => {
    expect(evaluateFormula(program, valueOf)).toEqual({ ok: false, message: "The formula is not valid." });
  });
});

describe("compileFormula", () => {
  it("compiles to postfix steps, minus first negating what follows", () => {
    expect(compileFormula("  -([A] + 2)   * 3 ")).toEqual({
      ok: true,
      program: {
        normalized: "-([A] + 2) * 3",
        steps: [
          { kind: "reference", alias: "A" },
          { kind: "number", value: 2 },
          { kind: "operator", op: "+" },
          { kind: "negate" },
          { kind: "number", value: 3 },
          { kind: "operator", op: "*" },
        ],
        references: ["A"],
      },
    });
  });

  it("gives the checker's reasons for a formula it refuses", () => {
    expect(compileFormula("()")).toEqual({ ok: false, reasons: ["Empty parentheses found"] });
  });

  it("works out a compiled program like its text", () => {
    const compiled = compileFormula("[Length] * [Width] - 0.5");
    expect(compiled.ok && evaluateFormula(compiled.program, valueOf)).toEqual({ ok: true, value: 49.5 });
  });
});

describe("formulaReferences", () => {
  it.each([
    ["[A] * [B] + [A]", ["A", "B"]],
    ["[b] + [B]", ["b", "B"]],
    ["1 + 2", []],
    ["", []],
    ["[A] + [not an alias] + [ C ] + {D} + [E", ["A"]],
    ["([A] + ) * [B]", ["A", "B"]],
  ])("%j reads %j", (formula, aliases) => {
    expect(formulaReferences(formula)).toEqual(aliases);
  });

  it.each([null, undefined])("reads nothing from %j", (formula) => {
    expect(formulaReferences(formula)).toEqual([]);
  });
});

describe("evaluateFormula: hostile input", () => {
  it("works out 5,000 nested parentheses without overflowing the stack", () => {
    const formula = "(".repeat(5_000) + "[Length] * 2" + ")".repeat(5_000);
    expect(evaluateFormula(formula, valueOf)).toEqual({ ok: true, value: 25 });
  });

  it("works out 5,000 nested negations", () => {
    const formula = "(-".repeat(5_000) + "1" + ")".repeat(5_000);
    expect(evaluateFormula(formula, valueOf)).toEqual({ ok: true, value: 1 });
  });

  it("works out a 10,000-character sum", () => {
    const formula = "1 + ".repeat(2_499) + "1234";
    expect(formula).toHaveLength(10_000);
    expect(evaluateFormula(formula, valueOf)).toEqual({ ok: true, value: 2_499 + 1_234 });
  });

  it("works out a 10,000-character product from the left", () => {
    const formula = "[Width] * 2 / 8 * ".repeat(555) + "1";
    expect(evaluateFormula(formula, valueOf)).toEqual({ ok: true, value: 1 });
  });

  it("stops a product that outgrows the numbers", () => {
    expect(evaluateFormula("[Width] * ".repeat(600) + "1", valueOf)).toEqual({
      ok: false,
      message: "The formula's result is too large.",
    });
  });

  it("reports 5,000 unclosed parentheses instead of failing", () => {
    expect(evaluateFormula("(".repeat(5_000) + "1", valueOf)).toEqual({
      ok: false,
      message: "The formula is not valid: Unbalanced parentheses.",
    });
  });

  it("never hands back NaN or Infinity", () => {
    for (const formula of [
      "0 / 0",
      "[Huge] + [Huge]",
      "[Broken] * 0",
      "[Endless] - [Endless]",
      "1 / [Zero]",
    ]) {
      const result = evaluateFormula(formula, valueOf);
      expect(result.ok).toBe(false);
    }
  });
});
