import { describe, expect, it } from "vitest";
import {
  checkDrafts,
  draftFieldOfRefusal,
  draftsOf,
  LEASE_FIELD_MESSAGES,
  moveDraft,
  newDraft,
  optionProblem,
  savePayloadOf,
  type LeaseFieldDraft,
} from "./lease-field-drafts.ts";

const FIELDS = [
  { Id: 8, Label: "Insurer", FieldType: "Text", Required: false, Options: [], SortOrder: 2 },
  {
    Id: 7,
    Label: "Rent basis",
    FieldType: "Dropdown",
    Required: true,
    Options: ["Gross", "Net"],
    SortOrder: 1,
  },
] as const;
const drafts = () => draftsOf(FIELDS.map((f) => ({ ...f, Options: [...f.Options] })));
const labels = (list: LeaseFieldDraft[]) => list.map((d) => d.Label);

describe("the lease form's fields in the designer", () => {
  it("start in their order", () => {
    expect(labels(drafts())).toEqual(["Rent basis", "Insurer"]);
  });

  it("move up and down, and stay put at either end", () => {
    expect(labels(moveDraft(drafts(), 1, -1))).toEqual(["Insurer", "Rent basis"]);
    expect(labels(moveDraft(drafts(), 0, 1))).toEqual(["Insurer", "Rent basis"]);
    expect(labels(moveDraft(drafts(), 0, -1))).toEqual(["Rent basis", "Insurer"]);
    expect(labels(moveDraft(drafts(), 1, 1))).toEqual(["Rent basis", "Insurer"]);
  });

  it("need a label each, different labels, and options for a dropdown", () => {
    const blank = newDraft();
    const twin = { ...newDraft(), Label: " insurer " };
    const dropdown = { ...newDraft(), Label: "Zone", FieldType: "Dropdown" as const };
    expect(checkDrafts([...drafts(), blank, twin, dropdown])).toEqual({
      [`${blank.key}.Label`]: LEASE_FIELD_MESSAGES.label,
      [`${twin.key}.Label`]: LEASE_FIELD_MESSAGES.sameLabel,
      [`${dropdown.key}.Options`]: LEASE_FIELD_MESSAGES.options,
    });
    expect(checkDrafts(drafts())).toEqual({});
  });

  it("refuse an option a dropdown has already", () => {
    expect(optionProblem(["Gross", "Net"], " net")).toBe(LEASE_FIELD_MESSAGES.sameOption);
    expect(optionProblem(["Gross", "Net"], "Triple net")).toBeNull();
  });

  it("are saved as the whole list in order; only a dropdown keeps its options", () => {
    const list = drafts();
    list[0] = { ...list[0]!, FieldType: "Text" };
    expect(savePayloadOf([...list, { ...newDraft(), Label: " Zone " }])).toEqual({
      Fields: [
        { Id: 7, Label: "Rent basis", FieldType: "Text", Required: true, Options: [] },
        { Id: 8, Label: "Insurer", FieldType: "Text", Required: false, Options: [] },
        { Id: null, Label: "Zone", FieldType: "Text", Required: false, Options: [] },
      ],
    });
  });

  it("place a refusal naming Fields.1.Label on the second field's label", () => {
    const list = drafts();
    expect(draftFieldOfRefusal(list, "Fields.1.Label")).toBe(`${list[1]!.key}.Label`);
    expect(draftFieldOfRefusal(list, "Fields.5.Label")).toBeNull();
    expect(draftFieldOfRefusal(list, "Fields")).toBeNull();
  });
});
