import type { WarehouseMovementRow, WarehouseStockRow } from "@fieldstead/domain";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";

const KIND_OPTIONS = [
  { value: "Serialized", label: "Serialized" },
  { value: "Consumable", label: "Consumable" },
];

/** The stock list's columns: what the chosen warehouse holds, per part. */
export const STOCK_COLUMNS: readonly DataGridColumn<WarehouseStockRow>[] = [
  { colId: "PartNumber", header: "Part number", type: "text", width: 160 },
  { colId: "PartName", header: "Part name", type: "text", width: 240 },
  { colId: "Category", header: "Category", type: "text", width: 170 },
  {
    colId: "Serialized",
    header: "Kind",
    type: "set",
    width: 140,
    options: KIND_OPTIONS,
    format: (row) => (row.Serialized ? "Serialized" : "Consumable"),
  },
  { colId: "OnHand", header: "On hand", type: "number", width: 120 },
  {
    colId: "SerializedCount",
    header: "Serialized units",
    type: "number",
    width: 150,
    isHiddenByDefault: true,
  },
  { colId: "WarehouseName", header: "Warehouse", type: "text", width: 220, isHiddenByDefault: true },
  {
    colId: "UpdatedAt",
    header: "Updated",
    type: "date",
    width: 200,
    showsTime: true,
    isHiddenByDefault: true,
  },
];

const DIRECTION_OPTIONS = [
  { value: "In", label: "In" },
  { value: "Out", label: "Out" },
];

/** The scan log's columns, newest first. */
export const MOVEMENT_COLUMNS: readonly DataGridColumn<WarehouseMovementRow>[] = [
  { colId: "CreatedAt", header: "When", type: "date", width: 200, showsTime: true },
  { colId: "Direction", header: "Direction", type: "set", width: 120, options: DIRECTION_OPTIONS },
  { colId: "Code", header: "Scanned", type: "text", width: 190 },
  { colId: "PartNumber", header: "Part number", type: "text", width: 160 },
  { colId: "PartName", header: "Part name", type: "text", width: 220 },
  { colId: "Quantity", header: "Quantity", type: "number", width: 110 },
  { colId: "OtherLocationName", header: "From / to", type: "text", width: 220 },
  { colId: "MaterialRequestNumber", header: "Material request", type: "text", width: 170 },
  { colId: "AssetTag", header: "Asset tag", type: "text", width: 190, isHiddenByDefault: true },
];

/** A part in stock as a card on a phone: number, name, then its kind, how many are on hand and its category. */
export const STOCK_CARD = pickCard(STOCK_COLUMNS, {
  overline: "PartNumber",
  title: "PartName",
  facts: ["Serialized", "OnHand", "Category"],
});

/** A scan as a card on a phone: what was scanned, in or out, how many, from or to where, and when. */
export const MOVEMENT_CARD = pickCard(MOVEMENT_COLUMNS, {
  overline: "Code",
  title: "PartName",
  status: "Direction",
  facts: ["Quantity", "OtherLocationName", "CreatedAt", "MaterialRequestNumber"],
});
