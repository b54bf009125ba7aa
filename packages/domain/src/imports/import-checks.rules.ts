import type { z } from "zod";
import { AssetInputSchema } from "../assets/assets.schemas.ts";
import { LocationBulkRowSchema, type LocationBulkRow } from "../locations/location-writes.schemas.ts";
import { ImportKind, type ImportKindId } from "./imports.enums.ts";
import type { ImportProblem } from "./imports.schemas.ts";
import { importHeaderOf } from "./import-columns.rules.ts";

/** A problem message as the report shows it: a sentence. */
export const asSentence = (message: string): string => {
  const text = message.trim();
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
};

const problemsOf = (kind: ImportKindId, rowNumber: number, error: z.ZodError): ImportProblem[] =>
  error.issues.map((issue) => ({
    Row: rowNumber,
    Field: importHeaderOf(kind, String(issue.path[0] ?? "")),
    Message: asSentence(issue.message),
  }));

export type RowCheck<T> = { ok: true; row: T } | { ok: false; problems: ImportProblem[] };

/** A location row checked by the same schema as the bulk-create call (lengths, coordinates, parent or not). */
export const checkLocationImportRow = (
  values: Record<string, unknown>,
  rowNumber: number,
): RowCheck<LocationBulkRow> => {
  const parsed = LocationBulkRowSchema.safeParse(values);
  return parsed.success
    ? { ok: true, row: parsed.data }
    : { ok: false, problems: problemsOf(ImportKind.Locations, rowNumber, parsed.error) };
};

const AssetImportFieldsSchema = AssetInputSchema.pick({
  Name: true,
  SerialNumber: true,
  Quantity: true,
  PurchaseDate: true,
  PurchaseCost: true,
  Description: true,
  StatusId: true,
});

/** An asset row before its names are looked up: the part, place and vendor as the file names them. */
export type AssetImportRow = z.output<typeof AssetImportFieldsSchema> & {
  PartNumber: string;
  Location: string;
  Vendor: string | null;
  Category: string | null;
  Manufacturer: string | null;
};

const textOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** An asset row's own fields checked by the create call's schema; the names are resolved by the server. */
export const checkAssetImportRow = (
  values: Record<string, unknown>,
  rowNumber: number,
): RowCheck<AssetImportRow> => {
  const parsed = AssetImportFieldsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, problems: problemsOf(ImportKind.Assets, rowNumber, parsed.error) };
  return {
    ok: true,
    row: {
      ...parsed.data,
      PartNumber: String(values.PartNumber ?? ""),
      Location: String(values.Location ?? ""),
      Vendor: textOrNull(values.Vendor),
      Category: textOrNull(values.Category),
      Manufacturer: textOrNull(values.Manufacturer),
    },
  };
};
