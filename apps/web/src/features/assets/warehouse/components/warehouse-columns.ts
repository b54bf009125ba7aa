import {
  WAREHOUSE_MOVEMENT_LIST_COLUMNS,
  WAREHOUSE_STOCK_LIST_COLUMNS,
  type WarehouseMovementRow,
  type WarehouseStockRow,
} from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";

const KIND_OPTIONS = [
  { value: "Serialized", label: "Serialized" },
  { value: "Consumable", label: "Consumable" },
];

const stock = gridColumnsOf<WarehouseStockRow, typeof WAREHOUSE_STOCK_LIST_COLUMNS>(
  WAREHOUSE_STOCK_LIST_COLUMNS,
);

/** The stock list's columns: what the chosen warehouse holds, per part. */
export const STOCK_COLUMNS: readonly DataGridColumn<WarehouseStockRow>[] = [
  stock("PartNumber", { width: 160 }),
  stock("PartName", { width: 240 }),
  stock("Category", { width: 170 }),
  stock("Serialized", {
    width: 140,
    options: KIND_OPTIONS,
    format: (row) => (row.Serialized ? "Serialized" : "Consumable"),
  }),
  stock("OnHand", { width: 120 }),
  stock("SerializedCount", { width: 150, isHiddenByDefault: true }),
  stock("WarehouseName", { width: 220, isHiddenByDefault: true }),
  stock("UpdatedAt", { width: 200, isHiddenByDefault: true }),
];

const DIRECTION_OPTIONS = [
  { value: "In", label: "In" },
  { value: "Out", label: "Out" },
];

const movement = gridColumnsOf<WarehouseMovementRow, typeof WAREHOUSE_MOVEMENT_LIST_COLUMNS>(
  WAREHOUSE_MOVEMENT_LIST_COLUMNS,
);

/** The scan log's columns, newest first. */
export const MOVEMENT_COLUMNS: readonly DataGridColumn<WarehouseMovementRow>[] = [
  movement("CreatedAt", { width: 200 }),
  movement("Direction", { width: 120, options: DIRECTION_OPTIONS }),
  movement("Code", { width: 190 }),
  movement("PartNumber", { width: 160 }),
  movement("PartName", { width: 220 }),
  movement("Quantity", { width: 110 }),
  movement("OtherLocationName", { width: 220 }),
  movement("MaterialRequestNumber", { width: 170 }),
  movement("AssetTag", { width: 190, isHiddenByDefault: true }),
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
