import { describe, expect, it } from "vitest";
import type { LeaseFormField } from "@fieldstead/domain";
import {
  answersToSave,
  checkLeaseFormAnswers,
  fieldOfRefusal,
  LEASE_FORM_MESSAGES,
} from "./lease-form-checks.ts";

const field = (Id: number, FieldType: LeaseFormField["FieldType"], extra: Partial<LeaseFormField> = {}) =>
  ({
    Id,
    Label: `${FieldType} ${Id}`,
    FieldType,
    Required: false,
    Options: [],
    SortOrder: Id,
    ...extra,
  }) as LeaseFormField;

const FIELDS = [
  field(1, "Text", { Required: true }),
  field(2, "Number"),
  field(3, "Date"),
  field(4, "Dropdown", { Options: ["Gross", "Net"] }),
  field(5, "File"),
];
const check = (answers: Record<string, string>, documentIds: Set<string> | null = null) =>
  checkLeaseFormAnswers({ fields: FIELDS, answers, documentIds });

describe("a lease's answers", () => {
  it("may leave optional fields empty, but not a required one", () => {
    expect(check({ "1": "  " })).toEqual({ "1": LEASE_FORM_MESSAGES.required("Text 1") });
    expect(check({ "1": "Ground floor" })).toEqual({});
  });

  it.each([
    ["2", "12", null],
    ["2", "-12.5", null],
    ["2", "12,5", LEASE_FORM_MESSAGES.number("Number 2")],
    ["2", "twelve", LEASE_FORM_MESSAGES.number("Number 2")],
    ["3", "2026-02-28", null],
    ["3", "2026-02-30", LEASE_FORM_MESSAGES.date("Date 3")],
    ["3", "28/02/2026", LEASE_FORM_MESSAGES.date("Date 3")],
    ["4", "Net", null],
    ["4", "net", LEASE_FORM_MESSAGES.option("Dropdown 4")],
  ])("checks field %s answered %j", (id, answer, message) => {
    expect(check({ "1": "x", [id]: answer })).toEqual(message ? { [id]: message } : {});
  });

  it("takes a file among the lease's documents once they are known", () => {
    expect(check({ "1": "x", "5": "90" })).toEqual({});
    expect(check({ "1": "x", "5": "90" }, new Set(["90"]))).toEqual({});
    expect(check({ "1": "x", "5": "91" }, new Set(["90"]))).toEqual({
      "5": LEASE_FORM_MESSAGES.file("File 5"),
    });
  });

  it("are saved trimmed, an empty one as null, for every field", () => {
    expect(answersToSave(FIELDS, { "1": " Ground floor ", "4": "Net" })).toEqual({
      "1": "Ground floor",
      "2": null,
      "3": null,
      "4": "Net",
      "5": null,
    });
  });

  it.each([
    ["Values.2", "2"],
    ["2", "2"],
    ["Date 3", "3"],
    ["LeaseId", null],
  ])("place a refusal of %j on field %j", (name, expected) => {
    expect(fieldOfRefusal(FIELDS, name)).toBe(expected);
  });
});
