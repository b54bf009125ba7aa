import type { FieldErrors, Resolver } from "react-hook-form";
import {
  LocationCreateSchema,
  LocationLevel,
  LocationUpdateSchema,
  PLACE_FIELDS,
  type LocationCreateInput,
  type LocationDetail,
  type LocationLevelId,
  type LocationOption,
  type LocationPlace,
  type LocationStatusValue,
  type LocationUpdateInput,
  type PlaceField,
} from "@fieldstead/domain";

/** The location dialog's values: what the person types (numbers as text) and the parent they picked. */
export type LocationFormValues = {
  Name: string;
  LevelId: LocationLevelId;
  Parent: LocationOption | null;
  Code: string;
  Address: string;
  City: string;
  State: string;
  Country: string;
  PostalCode: string;
  Latitude: string;
  Longitude: string;
  Status: LocationStatusValue;
  IsWarehouse: boolean;
  Description: string;
};
export type LocationFormField = keyof LocationFormValues;

/** What the dialog sends besides the always-sent fields. */
export type FormSending = {
  /** The place fields (a site's own; or a role that may edit automated fields). */
  place: boolean;
  /** The code (a role that may edit automated fields). */
  code: boolean;
};

export const FORM_FIELDS: readonly LocationFormField[] = [
  "Name",
  "LevelId",
  "Parent",
  "Code",
  ...PLACE_FIELDS,
  "Status",
  "IsWarehouse",
  "Description",
];

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export const placeValues = (place: LocationPlace | null): Pick<LocationFormValues, PlaceField> => ({
  Address: text(place?.Address),
  City: text(place?.City),
  State: text(place?.State),
  Country: text(place?.Country),
  PostalCode: text(place?.PostalCode),
  Latitude: text(place?.Latitude),
  Longitude: text(place?.Longitude),
});

export const emptyLocationForm = (defaults: Partial<LocationFormValues> = {}): LocationFormValues => ({
  Name: "",
  LevelId: LocationLevel.Site,
  Parent: null,
  Code: "",
  ...placeValues(null),
  Status: "Active",
  IsWarehouse: false,
  Description: "",
  ...defaults,
});

/** An existing location as the dialog shows it. */
export const locationFormValues = (location: LocationDetail): LocationFormValues => ({
  Name: location.Name,
  LevelId: location.LevelId,
  Parent:
    location.ParentId === null
      ? null
      : {
          Id: location.ParentId,
          Code: location.Path.at(-1)?.Code ?? "",
          Name: location.ParentName ?? "",
          LevelId: (location.LevelId - 1) as LocationLevelId,
          Path: location.Path.slice(0, -1)
            .map((p) => p.Name)
            .join(" › "),
          IsWarehouse: false,
          Status: "Active",
        },
  Code: location.Code,
  ...placeValues(location),
  Status: location.Status,
  IsWarehouse: location.IsWarehouse,
  Description: location.Description ?? "",
});

const placeBody = (values: LocationFormValues) =>
  Object.fromEntries(PLACE_FIELDS.map((f) => [f, values[f]])) as Record<PlaceField, string>;

/** The create call's body: the place and code only when this person may send them. */
export const toCreateBody = (values: LocationFormValues, sending: FormSending): LocationCreateInput => ({
  Name: values.Name,
  LevelId: values.LevelId,
  ...(values.LevelId === LocationLevel.Site ? {} : { ParentId: values.Parent?.Id ?? null }),
  ...(sending.code ? { Code: values.Code } : {}),
  ...(sending.place ? placeBody(values) : {}),
  Status: values.Status,
  IsWarehouse: values.IsWarehouse,
  Description: values.Description,
});

/** The edit call's body: the fields that differ from the location as it was. */
export const toUpdateBody = (
  values: LocationFormValues,
  original: LocationFormValues,
  id: number,
  sending: FormSending,
): LocationUpdateInput => {
  const body: Record<string, unknown> = { Id: id };
  const changed = (field: LocationFormField) => values[field] !== original[field];
  for (const field of ["Name", "LevelId", "Status", "IsWarehouse", "Description"] as const)
    if (changed(field)) body[field] = values[field];
  if ((values.Parent?.Id ?? null) !== (original.Parent?.Id ?? null))
    body.ParentId = values.LevelId === LocationLevel.Site ? null : (values.Parent?.Id ?? null);
  if (sending.code && changed("Code")) body.Code = values.Code;
  if (sending.place) for (const field of PLACE_FIELDS) if (changed(field)) body[field] = values[field];
  return body as LocationUpdateInput;
};

/** A request field as the form names it (the parent is picked, not typed as an id). */
export const formFieldOf = (requestField: string): LocationFormField | null => {
  const name = requestField === "ParentId" || requestField === "ParentCode" ? "Parent" : requestField;
  return (FORM_FIELDS as readonly string[]).includes(name) ? (name as LocationFormField) : null;
};

/**
 * Checks the form with the domain schema the server applies to the same request, so the dialog and the call
 * never disagree; each issue lands beside its field.
 */
export const locationFormResolver =
  (
    build: (values: LocationFormValues) => LocationCreateInput | LocationUpdateInput,
    isEdit: boolean,
  ): Resolver<LocationFormValues> =>
  async (values) => {
    const result = (isEdit ? LocationUpdateSchema : LocationCreateSchema).safeParse(build(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? "")) ?? "root";
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<LocationFormValues> };
  };
