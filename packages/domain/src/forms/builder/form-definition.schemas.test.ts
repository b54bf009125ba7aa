import { describe, expect, it } from "vitest";
import { FieldType } from "../forms.enums.ts";
import { FORMULA_EMPTY_REASON, FormulaReason } from "../expressions/formula.messages.ts";
import { FormDefinitionSchema, formFieldCount } from "./form-definition.schemas.ts";

type Field = Record<string, unknown>;
const field = (QuestionId: number, extra: Field = {}): Field => ({
  QuestionId,
  QuestionText: `Question ${QuestionId}`,
  FieldTypeId: FieldType.Alphanumeric,
  ...extra,
});
const decimal = (QuestionId: number, FieldAlias: string, Formula?: string): Field =>
  field(QuestionId, { FieldTypeId: FieldType.Decimal, FieldAlias, ...(Formula ? { Formula } : {}) });
const form = (fields: Field[], section: Field = {}) => ({
  Sections: [{ SectionId: 1, Name: "Readings", OrderIndex: 0, Fields: fields, ...section }],
});

/** Each problem as "path: message", in the order the rules find them. */
const problemsOf = (value: unknown): string[] => {
  const result = FormDefinitionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

const F = (n: number, part: string) => `Sections.0.Fields.${n}.${part}`;

describe("FormDefinitionSchema", () => {
  it("accepts a form with sections, sub-sections, options and formulas reading other fields", () => {
    const definition = {
      Sections: [
        {
          SectionId: 1,
          Name: "Fuel",
          OrderIndex: 0,
          SubSections: [{ SubSectionId: 10, Name: "Tank", OrderIndex: 0 }],
          Fields: [
            decimal(1, "Before"),
            decimal(2, "After"),
            decimal(3, "Litres", "[After] - [Before]"),
            field(4, { FieldTypeId: FieldType.Dropdown, Options: ["Diesel", "Petrol"], SubSectionId: 10 }),
            field(5, { FieldTypeId: FieldType.Picture, IsRequired: true, SectionId: 1 }),
            field(6, { IsDependent: true, Dependency: { QuestionId: 4, values: ["Diesel"] } }),
          ],
        },
        { SectionId: 2, Name: "Notes", OrderIndex: 1, Fields: [] },
      ],
    };
    expect(problemsOf(definition)).toEqual([]);
    expect(formFieldCount(FormDefinitionSchema.parse(definition))).toBe(6);
  });

  it.each<[string, unknown, string[]]>([
    ["a definition that is not an object", "text", [": Definition must be an object with Sections."]],
    ["sections that are not a list", { Sections: 5 }, ["Sections: Sections must be a list."]],
    ["a blank section name", form([], { Name: "   " }), ["Sections.0.Name: Name is required."]],
    [
      "a 10,000-character section name",
      form([], { Name: "n".repeat(10_000) }),
      ["Sections.0.Name: Name has at most 100 characters."],
    ],
    ["a section id of 0", form([], { SectionId: 0 }), ["Sections.0.SectionId: SectionId must be positive."]],
    [
      "two sections with one id",
      { Sections: [form([]).Sections[0], { ...form([]).Sections[0], Name: "Again" }] },
      ["Sections.1.SectionId: SectionId 1 is used by another section of this form."],
    ],
    [
      "two fields with one QuestionId",
      form([field(7), field(7)]),
      [`${F(1, "QuestionId")}: QuestionId 7 is used by another field of this form.`],
    ],
    [
      "a dependency on a field that is not on the form",
      form([field(1, { IsDependent: true, Dependency: { QuestionId: 9, values: ["x"] } })]),
      [`${F(0, "Dependency.QuestionId")}: Dependency names QuestionId 9, which is not a field of this form.`],
    ],
    [
      "a field placed in another section",
      form([field(1, { SectionId: 2 })]),
      [`${F(0, "SectionId")}: SectionId must be the id of the section the field is in.`],
    ],
    [
      "a field in a sub-section its section does not have",
      form([field(1, { SubSectionId: 3 })]),
      [`${F(0, "SubSectionId")}: SubSectionId 3 is not a sub-section of this field's section.`],
    ],
    [
      "a dropdown without options",
      form([field(1, { FieldTypeId: FieldType.Dropdown })]),
      [`${F(0, "Options")}: Options must list at least one option for a Dropdown or Multiselect field.`],
    ],
    [
      "options on a text field",
      form([field(1, { Options: ["a"] })]),
      [`${F(0, "Options")}: Options are only for Dropdown and Multiselect fields.`],
    ],
    [
      "a multiselect option listed twice (capitals and spaces aside) and a blank one",
      form([field(1, { FieldTypeId: FieldType.Multiselect, Options: ["Yes", " ", " yes"] })]),
      [
        `${F(0, "Options.1")}: An option of Options needs a label.`,
        `${F(0, "Options.2")}: Options lists "yes" twice.`,
      ],
    ],
    [
      "201 options",
      form([
        field(1, {
          FieldTypeId: FieldType.Dropdown,
          Options: Array.from({ length: 201 }, (_, i) => `o${i}`),
        }),
      ]),
      [`${F(0, "Options")}: Options has at most 200 options.`],
    ],
    [
      "a 10,000-character option",
      form([field(1, { FieldTypeId: FieldType.Dropdown, Options: ["o".repeat(10_000)] })]),
      [`${F(0, "Options.0")}: An option of Options has at most 200 characters.`],
    ],
    [
      "a formula on a text field",
      form([field(1, { Formula: "1 + 2" })]),
      [`${F(0, "Formula")}: Formula is only for Decimal and WholeNumber fields.`],
    ],
    [
      "a formula with unbalanced parentheses",
      form([decimal(1, "A"), decimal(2, "B", "([A] + 2")]),
      [`${F(1, "Formula")}: ${FormulaReason.UnbalancedParentheses}`],
    ],
    [
      "a formula with every reason at once, each a problem of its own",
      form([decimal(1, "B", "(.5 ++ 2")]),
      [
        `${F(0, "Formula")}: ${FormulaReason.UnbalancedParentheses}`,
        `${F(0, "Formula")}: ${FormulaReason.ConsecutiveOperators}`,
        `${F(0, "Formula")}: ${FormulaReason.InvalidDecimalPoint}`,
      ],
    ],
    [
      "1,990 nested parentheses never closed",
      form([decimal(1, "B", `${"(".repeat(1_990)}1`)]),
      [`${F(0, "Formula")}: ${FormulaReason.UnbalancedParentheses}`],
    ],
    [
      "5,000 nested parentheses",
      form([decimal(1, "B", `${"(".repeat(5_000)}1${")".repeat(5_000)}`)]),
      [`${F(0, "Formula")}: Formula has at most 2,000 characters.`],
    ],
    [
      "a 10,000-character formula",
      form([decimal(1, "B", "1+".repeat(5_000))]),
      [`${F(0, "Formula")}: Formula has at most 2,000 characters.`],
    ],
    [
      "a formula naming a field that is not on the form",
      form([decimal(1, "B", "[Nope] * 2")]),
      [`${F(0, "Formula")}: The formula names a field that is not on this form: [Nope].`],
    ],
    [
      "a formula naming its own field",
      form([decimal(1, "B", "[B] + 1")]),
      [`${F(0, "Formula")}: A formula cannot use its own field [B].`],
    ],
    [
      "formulas reading each other in a loop",
      form([decimal(1, "A", "[C] + 1"), decimal(2, "B", "[A] * 2"), decimal(3, "C", "[B] - 1")]),
      [`${F(0, "Formula")}: Formula: the formulas read each other in a loop: [A] → [C] → [B] → [A].`],
    ],
    [
      "two fields with one alias",
      form([decimal(1, "Litres"), decimal(2, "Litres")]),
      [`${F(1, "FieldAlias")}: FieldAlias "Litres" is used by another field of this form.`],
    ],
  ])("refuses %s, naming the field", (_, value, expected) => {
    expect(problemsOf(value)).toEqual(expected);
  });

  it("takes an empty option list or a blank formula as none, and a unicode option", () => {
    expect(problemsOf(form([field(1, { Options: [], Formula: "  " })]))).toEqual([]);
    expect(
      problemsOf(form([field(1, { FieldTypeId: FieldType.Dropdown, Options: ["Ölstand 🛢️"] })])),
    ).toEqual([]);
    expect(FORMULA_EMPTY_REASON).toBe("Expression is empty");
  });

  it("counts fields and sub-sections across the whole form", () => {
    const fieldsOf = (from: number, n: number) => Array.from({ length: n }, (_, i) => field(from + i));
    const twoHalves = {
      Sections: [
        { SectionId: 1, Name: "One", OrderIndex: 0, Fields: fieldsOf(1, 250) },
        { SectionId: 2, Name: "Two", OrderIndex: 1, Fields: fieldsOf(251, 251) },
      ],
    };
    expect(problemsOf(twoHalves)).toEqual(["Sections.1.Fields: A form has at most 500 fields."]);
    const subs = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ SubSectionId: from + i, Name: `S${from + i}`, OrderIndex: i }));
    const manySubSections = {
      Sections: [
        { SectionId: 1, Name: "One", OrderIndex: 0, SubSections: subs(1, 30), Fields: [] },
        { SectionId: 2, Name: "Two", OrderIndex: 1, SubSections: subs(31, 21), Fields: [] },
      ],
    };
    expect(problemsOf(manySubSections)).toEqual([
      "Sections.1.SubSections: A form has at most 50 sub-sections.",
    ]);
  });

  it("accepts a form of 500 calculated fields in a chain, and finds the loop when its end names its start", () => {
    const chain = Array.from({ length: 500 }, (_, i) =>
      decimal(i + 1, `F${i}`, i === 0 ? "1" : `[F${i - 1}] + 1`),
    );
    expect(problemsOf(form(chain))).toEqual([]);
    const looped = [decimal(1, "F0", "[F499] + 1"), ...chain.slice(1)];
    const [loop, ...more] = problemsOf(form(looped));
    expect(more).toEqual([]);
    expect(loop).toMatch(
      /^Sections\.0\.Fields\.0\.Formula: .*the formulas read each other in a loop: \[F0\] → \[F499\] → /,
    );
    expect(loop).toMatch(/ → \[F1\] → \[F0\]\.$/);
  });
});
