import {
  ASSET_BATCH_MAX,
  AssetInputSchema,
  checkAssetUnits,
  type LocationOption,
  type PartOption,
} from "@fieldstead/domain";
import { formFieldOf, numberOrNull, toAssetInput } from "../form/asset-form.ts";

/** One row of the bulk page: what the person typed, and the part and place picked or pasted. */
export type BulkRow = {
  key: number;
  Part: PartOption | null;
  Location: LocationOption | null;
  SerialNumber: string;
  Quantity: string;
  Name: string;
  VendorId: string;
  PurchaseDate: string;
  PurchaseCost: string;
};
export type BulkField = Exclude<keyof BulkRow, "key">;
/** Each row's problems, by field, in the row's position. */
export type BulkErrors = Record<number, Partial<Record<BulkField, string>>>;

let nextKey = 1;
export const emptyBulkRow = (patch: Partial<BulkRow> = {}): BulkRow => ({
  key: nextKey++,
  Part: null,
  Location: null,
  SerialNumber: "",
  Quantity: "1",
  Name: "",
  VendorId: "",
  PurchaseDate: "",
  PurchaseCost: "",
  ...patch,
});

/** The row's field a request field names ('PartId' → Part); rows have no description. */
const fieldOf = (field: string): BulkField | null => {
  const name = formFieldOf(field);
  return name === "Description" ? null : name;
};

/** Checks every row with the request schema and the serial/quantity rule, before anything is sent. */
export const checkBulkRows = (rows: readonly BulkRow[]): BulkErrors => {
  const errors: BulkErrors = {};
  const add = (index: number, field: BulkField, message: string) => {
    const row = (errors[index] ??= {});
    row[field] ??= message;
  };
  rows.forEach((row, index) => {
    if (!row.Part) add(index, "Part", "Pick a part.");
    if (!row.Location) add(index, "Location", "Pick a location.");
    const parsed = AssetInputSchema.safeParse(toAssetInput(row));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ""));
        if (field) add(index, field, issue.message);
      }
    if (row.Part)
      for (const p of checkAssetUnits({
        isSerialized: row.Part.Serialized,
        serialNumber: row.SerialNumber,
        quantity: row.Part.Serialized ? null : numberOrNull(row.Quantity),
      }))
        add(index, p.field, p.message);
  });
  return errors;
};

/** A 400 or 409 of BulkCreateAssets names `Assets.<i>.<Field>`: each message goes to its row and field. */
export const bulkErrorsFromFields = (fields: readonly { field: string; message: string }[]): BulkErrors => {
  const errors: BulkErrors = {};
  for (const { field, message } of fields) {
    const match = /^Assets\.(\d+)\.(\w+)$/.exec(field);
    const name = match ? fieldOf(match[2] ?? "") : null;
    if (!match || !name) continue;
    const row = (errors[Number(match[1])] ??= {});
    row[name] ??= message;
  }
  return errors;
};

/** The columns pasted rows carry, in order (a spreadsheet's tab-separated copy). */
export const PASTE_COLUMNS = [
  "Part number",
  "Location code",
  "Serial number or quantity",
  "Name",
  "Vendor",
  "Purchase date",
  "Cost",
] as const;

export type PastedRow = {
  partNumber: string;
  locationCode: string;
  unit: string;
  name: string;
  vendor: string;
  purchaseDate: string;
  cost: string;
};

/** Tab-separated lines as rows; blank lines and a heading line ('Part number …') are skipped. */
export const parsePastedRows = (text: string): PastedRow[] =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t").map((cell) => cell.trim()))
    .filter((cells, index) => !(index === 0 && cells[0]?.toLowerCase() === "part number"))
    .slice(0, ASSET_BATCH_MAX)
    .map(
      ([
        partNumber = "",
        locationCode = "",
        unit = "",
        name = "",
        vendor = "",
        purchaseDate = "",
        cost = "",
      ]) => ({
        partNumber,
        locationCode,
        unit,
        name,
        vendor,
        purchaseDate,
        cost: cost.replace(/[$,\s]/g, ""),
      }),
    );
