import { describe, expect, it } from "vitest";
import { FieldType, type FieldTypeId } from "../forms.enums.ts";
import { checkFormFieldValue, type FormFieldValue } from "./form-field.rules.ts";
import type { FormField } from "./form-field.schemas.ts";

type CheckedField = Parameters<typeof checkFormFieldValue>[0];
const field = (FieldTypeId: FieldTypeId, extra: Partial<FormField> = {}): CheckedField => ({
  FieldTypeId,
  ...extra,
});
const refused = (message: string) => ({ ok: false, message });
const OK = { ok: true };

const DECIMAL = "Only numeric input with or without decimal is allowed without space.";
const WHOLE = "Only whole numbers are allowed without space.";
const PHONE = 'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.';
const DATE = 'This field accepts date "mm/dd/yyyy" input.';
const DATETIME = 'This field accepts date "mm/dd/yyyy"and time "hh: mm" input.';
const ALPHANUMERIC = "Only alphanumeric input is allowed.";

describe("required", () => {
  it.each([[undefined], [null], [""], ["  \n "], [[]], [Number.NaN]] as [FormFieldValue][])(
    "refuses %j in a required field",
    (value) => {
      expect(checkFormFieldValue(field(FieldType.Alphanumeric, { IsRequired: true }), value)).toEqual(
        refused("This field is required."),
      );
    },
  );

  it.each([[null], [""], [[]]] as [FormFieldValue][])("lets %j through an optional field", (value) => {
    expect(checkFormFieldValue(field(FieldType.Email, { Regex: "^x$" }), value)).toEqual(OK);
  });

  it.each([[0], [false], ["0"]] as [FormFieldValue][])("counts %j as a value", (value) => {
    expect(checkFormFieldValue(field(FieldType.Dropdown, { IsRequired: true }), value)).toEqual(OK);
  });
});

describe("by field type", () => {
  it.each([
    [FieldType.Decimal, "12.5", OK],
    [FieldType.Decimal, "-0.5", OK],
    [FieldType.Decimal, ".5", OK],
    [FieldType.Decimal, 12.75, OK],
    [FieldType.Decimal, "12.", refused(DECIMAL)],
    [FieldType.Decimal, "1 2", refused(DECIMAL)],
    [FieldType.Decimal, "١٢", refused(DECIMAL)],
    [FieldType.WholeNumber, "42", OK],
    [FieldType.WholeNumber, 42, OK],
    [FieldType.WholeNumber, "-42", refused(WHOLE)],
    [FieldType.WholeNumber, "4.2", refused(WHOLE)],
    [FieldType.Phone, "+1(555)-0100", OK],
    [FieldType.Phone, "555 0100", refused(PHONE)],
    [FieldType.Phone, "1".repeat(21), refused("A phone number has at most 20 characters.")],
    [FieldType.Email, "ana@example.com", OK],
    [
      FieldType.Email,
      "ana @example.com",
      {
        ok: false,
        localDomainLengthError: false,
        message: "Please enter a valid email address without space.",
      },
    ],
    [
      FieldType.Email,
      `${"a".repeat(65)}@example.com`,
      {
        ok: false,
        localDomainLengthError: true,
        message: "The part before '@' may have at most 64 characters and the part after it at most 255.",
      },
    ],
    [FieldType.Date, "01/05/2026", OK],
    [FieldType.Date, "2026-01-05", OK],
    [FieldType.Date, "02/30/2026", refused(DATE)],
    [FieldType.DateTime, "01/05/2026 08:30", OK],
    [FieldType.DateTime, "tomorrow", refused(DATETIME)],
    [FieldType.Paragraph, "Ünïcødé 😀\nsecond line", OK],
    [FieldType.Barcode, "x".repeat(10_000), OK],
    [FieldType.Paragraph, "x".repeat(10_001), refused("This field has at most 10,000 characters.")],
  ] as [FieldTypeId, FormFieldValue, object][])("type %i with %j", (type, value, outcome) => {
    expect(checkFormFieldValue(field(type), value)).toEqual(outcome);
  });

  it("does not cap numbers at an odometer's 1,000,000 unless a field says so", () => {
    expect(checkFormFieldValue(field(FieldType.WholeNumber), "1000001")).toEqual(OK);
  });
});

describe("the field's own rules", () => {
  it.each([
    ["its MaxLength", { MaxLength: 3 }, "abcd", refused("This field has at most 3 characters.")],
    ["a MaxLength of one", { MaxLength: 1 }, "ab", refused("This field has at most 1 character.")],
    ["no MaxLength (0)", { MaxLength: 0 }, "abcd", OK],
    [
      "its Regex with its ErrorMessage",
      { Regex: "^[A-Z]{3}$", ErrorMessage: "Three capitals." },
      "abc",
      refused("Three capitals."),
    ],
    ["its Regex with the type's message", { Regex: "^[a-z]+$" }, "ABC", refused(ALPHANUMERIC)],
    ["its Regex, passing", { Regex: "/^[a-z]+$/i" }, "ABC", OK],
    [
      "a Regex that cannot be used",
      { Regex: "(?<=a)b" },
      "b",
      refused(
        "This field's pattern cannot be used, so the value cannot be checked. Ask the form's owner to correct the field.",
      ),
    ],
    [
      "an evil Regex on 10,000 characters",
      { Regex: "^(a+)+$", ErrorMessage: "Only a's." },
      `${"a".repeat(9_999)}b`,
      refused("Only a's."),
    ],
  ])("applies %s", (_, extra, value, outcome) => {
    expect(checkFormFieldValue(field(FieldType.Alphanumeric, extra), value)).toEqual(outcome);
  });

  it("applies the type's rule before the field's Regex", () => {
    const decimal = field(FieldType.Decimal, { Regex: "^\\d{1,3}(\\.\\d)?$", ErrorMessage: "Up to 999.9." });
    expect(checkFormFieldValue(decimal, "abc")).toEqual(refused(DECIMAL));
    expect(checkFormFieldValue(decimal, "1234")).toEqual(refused("Up to 999.9."));
    expect(checkFormFieldValue(field(FieldType.Paragraph, { Regex: "^a$" }), "b")).toEqual(
      refused("This value is not in the form this field expects."),
    );
  });

  it.each([
    ["2026-01-05", OK],
    ["01/05/2026 00:00", OK],
    ["2026-01-04T23:59", refused("Choose a date on or after Jan 05, 2026.")],
    ["12/31/2025", refused("Choose a date on or after Jan 05, 2026.")],
  ] as const)("keeps %j on or after the MinimumDate", (value, outcome) => {
    expect(checkFormFieldValue(field(FieldType.Date, { MinimumDate: "2026-01-05" }), value)).toEqual(outcome);
  });

  it.each([
    [[1, 2, 3], OK],
    [["a", "b", "c", "d"], refused("Choose at most 3 options.")],
  ] as [FormFieldValue, object][])("limits a multiselect to its maximum: %j", (value, outcome) => {
    expect(
      checkFormFieldValue(field(FieldType.Multiselect, { MultiselectFieldMaxSelections: 3 }), value),
    ).toEqual(outcome);
    expect(
      checkFormFieldValue(field(FieldType.Multiselect, { MultiselectFieldMaxSelections: 1 }), [1, 2]),
    ).toEqual(refused("Choose at most 1 option."));
  });
});

describe("file formats", () => {
  const IMAGES = "Only these file formats are allowed: jpg, jpeg, png, gif, bmp, svg, tif.";
  it.each([
    ["a picture field, its type's list", FieldType.Picture, {}, ["site.JPG", { FileName: "b.png" }], OK],
    ["a picture field, a video", FieldType.Picture, {}, ["site.jpg", "clip.mp4"], refused(IMAGES)],
    ["a picture field, one file name", FieldType.Picture, {}, "notes.txt", refused(IMAGES)],
    ["a picture field, no extension", FieldType.Picture, {}, ["README"], refused(IMAGES)],
    [
      "its own formats",
      FieldType.Picture,
      { AllowedMediaFormats: ".png, jpg" },
      ["a.gif"],
      refused("Only these file formats are allowed: png, jpg."),
    ],
    ["its own formats as a list", FieldType.Document, { AllowedMediaFormats: ["pdf"] }, ["a.pdf"], OK],
    ["a video field", FieldType.Video, {}, ["a.webm"], OK],
    [
      "an audio field",
      FieldType.Audio,
      {},
      ["a.wav", "b.docx"],
      refused("Only these file formats are allowed: mp3, wav, ogg, aac, mid, midi."),
    ],
    ["a document field", FieldType.Document, {}, ["a.7z"], OK],
    ["a text field ignores formats", FieldType.Alphanumeric, { AllowedMediaFormats: "pdf" }, "hello.exe", OK],
  ] as [string, FieldTypeId, Partial<FormField>, FormFieldValue, object][])(
    "%s",
    (_, type, extra, value, outcome) => {
      expect(checkFormFieldValue(field(type, extra), value)).toEqual(outcome);
    },
  );
});
