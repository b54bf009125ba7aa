import { describe, expect, it } from "vitest";
import { checkFormulaReferences, findFormulaCycle, type FormulaField } from "./formula-references.rules.ts";

describe("checkFormulaReferences", () => {
  const knownAliases = ["Length", "Width", "Area"];

  it.each([
    ["[Length] * [Width]", { ok: true }],
    ["2 * 3", { ok: true }],
    [
      "[Length] * [Height]",
      { ok: false, message: "The formula names a field that is not on this form: [Height]." },
    ],
    [
      "[length] * [Width]",
      { ok: false, message: "The formula names a field that is not on this form: [length]." },
    ],
    ["[Area] + 1", { ok: false, message: "A formula cannot use its own field [Area]." }],
    [
      "[Height] + [Area]",
      { ok: false, message: "The formula names a field that is not on this form: [Height]." },
    ],
    ["[Area] + [Height]", { ok: false, message: "A formula cannot use its own field [Area]." }],
    ["", { ok: true }],
  ])("%j for the field Area: %j", (formula, outcome) => {
    expect(checkFormulaReferences({ alias: "Area", formula, knownAliases })).toEqual(outcome);
  });

  it("takes the known aliases as any iterable", () => {
    expect(
      checkFormulaReferences({ alias: "Area", formula: "[Length]", knownAliases: new Set(["Length"]) }),
    ).toEqual({ ok: true });
  });
});

describe("findFormulaCycle", () => {
  it.each<[string, FormulaField[], string[] | null]>([
    ["no formulas", [], null],
    [
      "a chain",
      [
        { alias: "Area", formula: "[Length] * [Width]" },
        { alias: "Volume", formula: "[Area] * [Depth]" },
        { alias: "Cost", formula: "[Volume] * 12.5 + [Area]" },
      ],
      null,
    ],
    ["a field reading itself", [{ alias: "A", formula: "[A] + 1" }], ["A", "A"]],
    [
      "two fields reading each other",
      [
        { alias: "A", formula: "[B] + 1" },
        { alias: "B", formula: "[A] * 2" },
      ],
      ["A", "B", "A"],
    ],
    [
      "a loop of three behind a field outside it",
      [
        { alias: "Start", formula: "[A]" },
        { alias: "A", formula: "[X] + [B]" },
        { alias: "B", formula: "[C]" },
        { alias: "C", formula: "[A] - [Y]" },
      ],
      ["A", "B", "C", "A"],
    ],
    [
      "a diamond (shared, not circular)",
      [
        { alias: "Top", formula: "[Left] + [Right]" },
        { alias: "Left", formula: "[Bottom] * 2" },
        { alias: "Right", formula: "[Bottom] * 3" },
        { alias: "Bottom", formula: "[Input]" },
      ],
      null,
    ],
    [
      "a loop through a malformed formula's well-formed reference",
      [
        { alias: "A", formula: "[B] + + (" },
        { alias: "B", formula: "[A]" },
      ],
      ["A", "B", "A"],
    ],
    [
      "two fields sharing an alias (the first is read)",
      [
        { alias: "A", formula: "[B]" },
        { alias: "A", formula: "[A]" },
        { alias: "B", formula: "1" },
      ],
      null,
    ],
  ])("%s", (_what, fields, cycle) => {
    expect(findFormulaCycle(fields)).toEqual(cycle);
  });

  it("follows a chain of 10,000 fields without recursion", () => {
    const fields = Array.from({ length: 10_000 }, (_, n) => ({ alias: `F${n}`, formula: `[F${n + 1}] + 1` }));
    expect(findFormulaCycle(fields)).toBeNull();
    const closed = [...fields.slice(0, -1), { alias: "F9999", formula: "[F0]" }];
    const cycle = findFormulaCycle(closed);
    expect(cycle).toHaveLength(10_001);
    expect(cycle?.[0]).toBe("F0");
    expect(cycle?.at(-1)).toBe("F0");
  });
});
