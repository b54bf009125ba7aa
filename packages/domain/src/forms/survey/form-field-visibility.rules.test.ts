import { describe, expect, it } from "vitest";
import {
  checkTaskSubSections,
  isFieldShown,
  MAX_ODOMETER_READING,
  TASK_SUBSECTION_MAX,
} from "./form-field-visibility.rules.ts";
import type { FormFieldValue } from "./form-field.rules.ts";

const dependent = (QuestionId: number, on: number, values: string[]) => ({
  QuestionId,
  IsDependent: true,
  Dependency: { QuestionId: on, values },
});

describe("isFieldShown", () => {
  const child = dependent(2, 1, ["Yes", "7"]);

  it.each([
    ["a listed text", "Yes", true],
    ["a listed number", 7, true],
    ["another value", "No", false],
    ["a differently cased value", "yes", false],
    ["nothing", undefined, false],
    ["null", null, false],
    ["a multiselect holding a listed value", [3, 7], true],
    ["a multiselect without one", [3, 8], false],
    ["a 10,000-character value", "Y".repeat(10_000), false],
  ] as [string, FormFieldValue, boolean][])("with the field it depends on holding %s", (_, value, shown) => {
    expect(isFieldShown(child, { 1: value })).toBe(shown);
  });

  it.each([
    ["a plain field", { QuestionId: 1 }, true],
    ["a field marked not visible", { QuestionId: 1, IsVisible: false }, false],
    ["a dependency without the flag", { QuestionId: 1, Dependency: { QuestionId: 9, values: ["x"] } }, true],
    ["the flag without a dependency", { QuestionId: 1, IsDependent: true }, true],
  ])("shows %s: %s", (_, field, shown) => {
    expect(isFieldShown(field, {})).toBe(shown);
  });

  it("hides a chain below a hidden field when the form's fields are given", () => {
    const fields = { 1: dependent(1, 0, ["on"]), 2: dependent(2, 1, ["a"]), 3: dependent(3, 2, ["b"]) };
    const answers = { 0: "off", 1: "a", 2: "b" };
    expect(isFieldShown(fields[3], answers)).toBe(true);
    expect(isFieldShown(fields[3], answers, fields)).toBe(false);
    expect(isFieldShown(fields[3], { ...answers, 0: "on" }, fields)).toBe(true);
  });

  it("hides fields that depend on one another in a loop, and walks long chains without recursion", () => {
    const loop = { 1: dependent(1, 2, ["x"]), 2: dependent(2, 1, ["x"]) };
    expect(isFieldShown(loop[1], { 1: "x", 2: "x" }, loop)).toBe(false);
    const chain: Record<number, ReturnType<typeof dependent>> = {};
    const answers: Record<number, string> = {};
    for (let id = 1; id <= 5_000; id += 1) {
      chain[id] = dependent(id, id - 1, ["x"]);
      answers[id - 1] = "x";
    }
    expect(isFieldShown(chain[5_000]!, answers, chain)).toBe(true);
  });
});

describe("task sub-sections", () => {
  it("allows 50 sub-sections and refuses a 51st", () => {
    const fields = (n: number) => Array.from({ length: n * 2 }, (_, i) => ({ SubSectionId: (i % n) + 1 }));
    expect(TASK_SUBSECTION_MAX).toBe(50);
    expect(checkTaskSubSections([...fields(50), { SubSectionId: null }])).toEqual({ ok: true });
    expect(checkTaskSubSections(fields(51))).toEqual({
      ok: false,
      message: "A task form has at most 50 sub-sections.",
    });
  });

  it("keeps the odometer's limit for the fields that need it", () => {
    expect(MAX_ODOMETER_READING).toBe(1_000_000);
  });
});
