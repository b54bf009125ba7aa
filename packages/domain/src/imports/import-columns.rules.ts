import { AssetStatus, LocationLevel } from "../assets/assets.enums.ts";
import { LocationStatus } from "../locations/locations.enums.ts";
import { ImportKind, type ImportKindId } from "./imports.enums.ts";
import { TASK_IMPORT_COLUMNS } from "./task-import-columns.rules.ts";
import { LEASE_IMPORT_COLUMNS } from "./lease-import-columns.rules.ts";
import { CHARGE_CODE_IMPORT_COLUMNS } from "./charge-code-import-columns.rules.ts";

/** How a column's cells are read. */
export const ImportColumnType = {
  Text: "text",
  Number: "number",
  WholeNumber: "whole number",
  Date: "date",
  Choice: "choice",
} as const;
export type ImportColumnTypeValue = (typeof ImportColumnType)[keyof typeof ImportColumnType];

export type ImportChoice = { label: string; value: string | number | boolean };

/** One column of an import file: its header as in the template and the field of the create call it fills. */
export type ImportColumn = {
  header: string;
  field: string;
  isRequired: boolean;
  type: ImportColumnTypeValue;
  choices?: readonly ImportChoice[];
  /** Other names the create call gives the field (a problem on `ParentId` belongs to 'Parent Code'). */
  aliases?: readonly string[];
  /** The template's example row. */
  example: string | number;
  /** What the template's note says the cell holds, when its type does not say enough ('A person's e-mail.'). */
  hint?: string;
};

const text = (header: string, field: string, example: string, isRequired = false): ImportColumn => ({
  header,
  field,
  isRequired,
  type: ImportColumnType.Text,
  example,
});

const YES_NO: readonly ImportChoice[] = [
  { label: "Yes", value: true },
  { label: "No", value: false },
];

const LOCATION_COLUMNS: readonly ImportColumn[] = [
  text("Name", "Name", "Orchard Hall", true),
  {
    header: "Level",
    field: "LevelId",
    isRequired: true,
    type: ImportColumnType.Choice,
    choices: Object.entries(LocationLevel).map(([label, value]) => ({ label, value })),
    example: "Building",
  },
  { ...text("Parent Code", "ParentCode", "DTC-01"), aliases: ["ParentId"] },
  text("Code", "Code", ""),
  text("Address", "Address", ""),
  text("City", "City", "Denver"),
  text("State", "State", "CO"),
  text("Country", "Country", "USA"),
  text("Postal Code", "PostalCode", ""),
  { header: "Latitude", field: "Latitude", isRequired: false, type: ImportColumnType.Number, example: "" },
  { header: "Longitude", field: "Longitude", isRequired: false, type: ImportColumnType.Number, example: "" },
  {
    header: "Status",
    field: "Status",
    isRequired: false,
    type: ImportColumnType.Choice,
    choices: Object.values(LocationStatus).map((value) => ({ label: value, value })),
    example: "Active",
  },
  {
    header: "Warehouse",
    field: "IsWarehouse",
    isRequired: false,
    type: ImportColumnType.Choice,
    choices: YES_NO,
    example: "No",
  },
  text("Description", "Description", "Three floors of offices"),
];

/** Asset statuses as people write them ('In Repair'). */
export const ASSET_STATUS_CHOICES: readonly ImportChoice[] = Object.entries(AssetStatus).map(
  ([name, value]) => ({ label: name.replace(/([a-z])([A-Z])/g, "$1 $2"), value }),
);

const ASSET_COLUMNS: readonly ImportColumn[] = [
  { ...text("Part Number", "PartNumber", "FLT-20252-M13", true), aliases: ["PartId"] },
  { ...text("Location", "Location", "DTC-01-B1", true), aliases: ["LocationId"] },
  text("Name", "Name", ""),
  text("Serial Number", "SerialNumber", "SN-000123"),
  {
    header: "Quantity",
    field: "Quantity",
    isRequired: false,
    type: ImportColumnType.WholeNumber,
    example: "",
  },
  { ...text("Vendor", "Vendor", ""), aliases: ["VendorId"] },
  {
    header: "Purchase Date",
    field: "PurchaseDate",
    isRequired: false,
    type: ImportColumnType.Date,
    example: "2024-01-31",
  },
  {
    header: "Purchase Cost",
    field: "PurchaseCost",
    isRequired: false,
    type: ImportColumnType.Number,
    example: 1250,
  },
  {
    header: "Status",
    field: "StatusId",
    isRequired: false,
    type: ImportColumnType.Choice,
    choices: ASSET_STATUS_CHOICES,
    example: "Active",
  },
  text("Category", "Category", ""),
  text("Manufacturer", "Manufacturer", ""),
  text("Description", "Description", ""),
];

/** The columns each import reads, in the template's order. */
export const IMPORT_COLUMNS: Readonly<Record<ImportKindId, readonly ImportColumn[]>> = {
  [ImportKind.Locations]: LOCATION_COLUMNS,
  [ImportKind.Assets]: ASSET_COLUMNS,
  [ImportKind.Tasks]: TASK_IMPORT_COLUMNS,
  [ImportKind.Leases]: LEASE_IMPORT_COLUMNS,
  [ImportKind.ChargeCodes]: CHARGE_CODE_IMPORT_COLUMNS,
};

/** Headers match whatever their case and spacing: 'part number', 'PartNumber' and ' Part  Number ' are one. */
export const normalizeHeader = (header: string): string => header.replace(/\s+/g, "").toLowerCase();

/** The header of the column that fills `field` (or names it as an alias); the field itself when none does. */
export const importHeaderOf = (kind: ImportKindId, field: string): string =>
  IMPORT_COLUMNS[kind].find((c) => c.field === field || c.aliases?.includes(field))?.header ?? field;
