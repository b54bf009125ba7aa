import type { LeaseFormField, SaveLeaseFormFieldsInput } from "@fieldstead/domain";

export type LeaseFieldType = LeaseFormField["FieldType"];
export const LEASE_FIELD_TYPES: readonly LeaseFieldType[] = ["Text", "Number", "Date", "Dropdown", "File"];
/** The most fields a lease form has, and options a dropdown has (as the server takes them). */
export const MAX_LEASE_FIELDS = 50;
export const MAX_FIELD_OPTIONS = 50;

/** A field as the designer edits it; `key` tells rows apart before a new field has an id. */
export type LeaseFieldDraft = {
  key: string;
  Id: number | null;
  Label: string;
  FieldType: LeaseFieldType;
  Required: boolean;
  Options: string[];
};

export const LEASE_FIELD_MESSAGES = {
  label: "Label is required.",
  sameLabel: "Another field has this label.",
  options: "A dropdown needs at least one option.",
  sameOption: "This dropdown has that option already.",
} as const;

let nextKey = 1;
const newKey = () => `new-${nextKey++}`;

export const draftsOf = (fields: readonly LeaseFormField[]): LeaseFieldDraft[] =>
  [...fields]
    .sort((a, b) => a.SortOrder - b.SortOrder)
    .map((f) => ({
      key: `field-${f.Id}`,
      Id: f.Id,
      Label: f.Label,
      FieldType: f.FieldType,
      Required: f.Required,
      Options: [...f.Options],
    }));

export const newDraft = (): LeaseFieldDraft => ({
  key: newKey(),
  Id: null,
  Label: "",
  FieldType: "Text",
  Required: false,
  Options: [],
});

/** The list with one field moved a place up (-1) or down (+1); unchanged at either end. */
export const moveDraft = (
  drafts: readonly LeaseFieldDraft[],
  index: number,
  by: -1 | 1,
): LeaseFieldDraft[] => {
  const to = index + by;
  if (to < 0 || to >= drafts.length) return [...drafts];
  const moved = [...drafts];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
};

/** Whether an option can be added to a field: not empty, not there already (letter case aside). */
export const optionProblem = (options: readonly string[], option: string): string | null => {
  const text = option.trim().toLowerCase();
  if (text === "") return null;
  return options.some((o) => o.toLowerCase() === text) ? LEASE_FIELD_MESSAGES.sameOption : null;
};

/**
 * What is wrong with the fields, by `${key}.Label` or `${key}.Options` (empty when they can be saved): a field
 * without a label, two fields with one label, a dropdown without options.
 */
export const checkDrafts = (drafts: readonly LeaseFieldDraft[]): Record<string, string> => {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const d of drafts) {
    const label = d.Label.trim().toLowerCase();
    if (label === "") problems[`${d.key}.Label`] = LEASE_FIELD_MESSAGES.label;
    else if (seen.has(label)) problems[`${d.key}.Label`] = LEASE_FIELD_MESSAGES.sameLabel;
    seen.add(label);
    if (d.FieldType === "Dropdown" && d.Options.length === 0)
      problems[`${d.key}.Options`] = LEASE_FIELD_MESSAGES.options;
  }
  return problems;
};

/** The whole list, in order, as SaveLeaseFormFields takes it: only a dropdown keeps its options. */
export const savePayloadOf = (drafts: readonly LeaseFieldDraft[]): SaveLeaseFormFieldsInput => ({
  Fields: drafts.map((d) => ({
    Id: d.Id,
    Label: d.Label.trim(),
    FieldType: d.FieldType,
    Required: d.Required,
    Options: d.FieldType === "Dropdown" ? d.Options : [],
  })),
});

/** The draft and its part a server refusal names ('Fields.2.Label' → the third field's label), or null. */
export const draftFieldOfRefusal = (drafts: readonly LeaseFieldDraft[], name: string): string | null => {
  const match = /^Fields\.(\d+)\.(Label|Options)/.exec(name);
  const draft = match ? drafts[Number(match[1])] : undefined;
  return draft && match ? `${draft.key}.${match[2]}` : null;
};
