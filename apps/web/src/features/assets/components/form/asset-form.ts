import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import {
  AssetInputSchema,
  checkAssetUnits,
  UpdateAssetSchema,
  type AssetDetail,
  type AssetFormInput,
  type LocationOption,
  type PartOption,
  type UpdateAssetInput,
} from "@fieldstead/domain";

/** The asset dialog's values: what the person types (numbers as text) and the part and place they picked. */
export type AssetFormValues = {
  Part: PartOption | null;
  Location: LocationOption | null;
  Name: string;
  SerialNumber: string;
  Quantity: string;
  /** A vendor's id as text; empty for none. */
  VendorId: string;
  PurchaseDate: string;
  PurchaseCost: string;
  Description: string;
};
export type AssetFormField = keyof AssetFormValues;

const FORM_FIELDS: readonly AssetFormField[] = [
  "Part",
  "Location",
  "Name",
  "SerialNumber",
  "Quantity",
  "VendorId",
  "PurchaseDate",
  "PurchaseCost",
  "Description",
];

/** The form field a request field (as a 400 names it) belongs to; null when it has none. */
export const formFieldOf = (field: string): AssetFormField | null => {
  if (field === "PartId") return "Part";
  if (field === "LocationId") return "Location";
  return (FORM_FIELDS as readonly string[]).includes(field) ? (field as AssetFormField) : null;
};

export const emptyAssetForm = (): AssetFormValues => ({
  Part: null,
  Location: null,
  Name: "",
  SerialNumber: "",
  Quantity: "1",
  VendorId: "",
  PurchaseDate: "",
  PurchaseCost: "",
  Description: "",
});

/** The part of an asset as the part picker shows it. */
export const partOptionOf = (asset: AssetDetail): PartOption | null =>
  asset.Part
    ? {
        Id: asset.Part.Id,
        PartNumber: asset.Part.PartNumber,
        PartName: asset.Part.PartName,
        CategoryId: asset.Category.Id ?? 0,
        CategoryName: asset.Category.Name,
        ManufacturerName: asset.Manufacturer,
        Serialized: asset.Part.Serialized,
      }
    : null;

export const assetFormValues = (asset: AssetDetail): AssetFormValues => ({
  Part: partOptionOf(asset),
  Location: null,
  Name: asset.Name,
  SerialNumber: asset.SerialNumber ?? "",
  Quantity: String(asset.Quantity),
  VendorId: asset.Vendor ? String(asset.Vendor.Id) : "",
  PurchaseDate: asset.PurchaseDate ?? "",
  PurchaseCost: asset.PurchaseCost === null ? "" : String(asset.PurchaseCost),
  Description: asset.Description ?? "",
});

/** A number typed as text; null when nothing is typed. */
export const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const textOrNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** Whether the picked part is tracked by serial number (null until a part is picked). */
export const isSerializedPick = (values: Pick<AssetFormValues, "Part">): boolean | null =>
  values.Part?.Serialized ?? null;

/** A new asset as the create calls take it, from what was typed and picked (the description aside). */
export const toAssetInput = (values: Omit<AssetFormValues, "Description">): AssetFormInput => {
  const isSerialized = isSerializedPick(values) ?? true;
  return {
    PartId: values.Part?.Id ?? 0,
    LocationId: values.Location?.Id ?? 0,
    Name: textOrNull(values.Name),
    SerialNumber: isSerialized ? textOrNull(values.SerialNumber) : null,
    Quantity: isSerialized ? null : numberOrNull(values.Quantity),
    VendorId: values.VendorId ? Number(values.VendorId) : null,
    PurchaseDate: textOrNull(values.PurchaseDate),
    PurchaseCost: numberOrNull(values.PurchaseCost),
  };
};

export const toCreateBody = (values: AssetFormValues): AssetFormInput => ({
  ...toAssetInput(values),
  Description: textOrNull(values.Description),
});

/** An edit sends every field the dialog shows; the place and status change elsewhere. */
export const toUpdateBody = (values: AssetFormValues, asset: AssetDetail): UpdateAssetInput => ({
  Id: asset.Id,
  Name: values.Name.trim(),
  ...(values.Part && values.Part.Id !== asset.Part?.Id ? { PartId: values.Part.Id } : {}),
  VendorId: values.VendorId ? Number(values.VendorId) : null,
  ...(asset.Serialized
    ? { SerialNumber: values.SerialNumber.trim() }
    : { Quantity: numberOrNull(values.Quantity) ?? Number.NaN }),
  PurchaseDate: values.PurchaseDate,
  PurchaseCost: numberOrNull(values.PurchaseCost),
  Description: textOrNull(values.Description),
});

type Errors = Partial<Record<AssetFormField, { type: string; message: string }>>;

const check = (schema: z.ZodType, body: unknown, errors: Errors) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ""));
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
};

/**
 * Checks the dialog with the domain's own rules: the request schema, and serial number or quantity by the
 * picked part (checkAssetUnits).
 */
export const assetFormResolver =
  (asset?: AssetDetail): Resolver<AssetFormValues> =>
  async (values) => {
    const errors: Errors = {};
    if (!values.Part) errors.Part = { type: "required", message: "Pick a part of the catalogue." };
    if (!asset && !values.Location)
      errors.Location = { type: "required", message: "Pick where the asset stands." };
    if (asset) check(UpdateAssetSchema, toUpdateBody(values, asset), errors);
    else check(AssetInputSchema, toCreateBody(values), errors);
    const isSerialized = asset ? asset.Serialized : isSerializedPick(values);
    if (isSerialized !== null)
      for (const p of checkAssetUnits({
        isSerialized,
        serialNumber: values.SerialNumber,
        quantity: isSerialized ? null : numberOrNull(values.Quantity),
      }))
        errors[p.field] ??= { type: "rule", message: p.message };
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<AssetFormValues> }
      : { values, errors: {} };
  };
