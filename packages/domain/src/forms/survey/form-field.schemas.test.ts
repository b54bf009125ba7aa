import { describe, expect, it } from "vitest";
import { FieldType } from "../forms.enums.ts";
import { FormFieldSchema } from "./form-field.schemas.ts";

const messagesOf = (value: unknown) => {
  const result = FormFieldSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const base = { QuestionId: 5, QuestionText: "Meter photo", FieldTypeId: FieldType.Picture };

describe("FormFieldSchema", () => {
  it("accepts a field with every attribute the builder sets", () => {
    const full = {
      ...base,
      IsRequired: true,
      OrderIndex: 3,
      InfoTip: "Show the whole dial.",
      Regex: "^.+$",
      ErrorMessage: "Say something.",
      AllowedMediaFormats: "jpg, .PNG",
      MinimumDate: "2026-01-05",
      IsDefault: false,
      IsEnabled: true,
      IsVisible: true,
      IsReadOnly: false,
      IsDependent: true,
      IsSearchable: true,
      HasOther: false,
      MaxLength: 100,
      SectionId: 1,
      SubSectionId: 2,
      DropdownId: null,
      Unit: "kWh",
      MeasurementUnitId: 4,
      FieldAlias: "meter_photo",
      LinkedFieldAttributeId: 0,
      MultiselectFieldMaxSelections: 3,
      Dependency: { QuestionId: 4, values: ["Yes"] },
    };
    expect(FormFieldSchema.parse(full)).toEqual(full);
  });

  it.each([
    ["QuestionText is required.", { ...base, QuestionText: "   " }],
    ["QuestionText has at most 2,000 characters.", { ...base, QuestionText: "q".repeat(10_000) }],
    [
      "FieldTypeId must be one of 1 (AlphanumericForm), 2 (Date), 3 (Alphanumeric), 4 (Dropdown), 5 (DateTime), 6 (Email), 7 (Decimal), 8 (WholeNumber), 9 (Document), 10 (Paragraph), 11 (Phone), 16 (Barcode), 17 (Location), 19 (Picture), 22 (Video), 23 (Audio), 24 (Multiselect), 27 (UserBasedDropdown), 32 (MonthPicker).",
      { ...base, FieldTypeId: 12 },
    ],
    ["Regex is not a valid regular expression.", { ...base, Regex: "[" }],
    [
      "Regex uses look-around, back-references or more repetition than a reading can be checked against.",
      { ...base, Regex: "(a)\\1" },
    ],
    ["Regex has at most 1,000 characters.", { ...base, Regex: "(".repeat(5_000) }],
    ["ErrorMessage has at most 500 characters.", { ...base, ErrorMessage: "e".repeat(501) }],
    [
      "AllowedMediaFormats may list only known file extensions, such as jpg, mp4 or pdf.",
      { ...base, AllowedMediaFormats: "jpg,exe" },
    ],
    [
      "AllowedMediaFormats may list only known file extensions, such as jpg, mp4 or pdf.",
      { ...base, AllowedMediaFormats: 7 },
    ],
    ["MinimumDate must be a date written YYYY-MM-DD.", { ...base, MinimumDate: "01/05/2026" }],
    ["MinimumDate must be a date written YYYY-MM-DD.", { ...base, MinimumDate: "2026-02-30" }],
    ["MultiselectFieldMaxSelections must be at least 1.", { ...base, MultiselectFieldMaxSelections: 0 }],
    ["IsRequired must be true or false.", { ...base, IsRequired: "yes" }],
    [
      "A dependent field names the field it depends on and the values that show it.",
      { ...base, IsDependent: true },
    ],
    ["A field cannot depend on itself.", { ...base, Dependency: { QuestionId: 5, values: ["x"] } }],
    [
      "Dependency values must list at least one value.",
      { ...base, Dependency: { QuestionId: 4, values: [] } },
    ],
    ["Dependency QuestionId must be positive.", { ...base, Dependency: { QuestionId: 0, values: ["x"] } }],
  ])("refuses with %j", (message, field) => {
    expect(messagesOf(field)).toEqual([message]);
  });
});
