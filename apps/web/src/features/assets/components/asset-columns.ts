import {
  ASSET_LIST_COLUMNS,
  VerificationState,
  type AssetListRow,
  type VerificationStateValue,
} from "@fieldstead/domain";
import { gridColumnsOf, labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";
import { formatCost, STATUS_LABELS, VERIFICATION_LABELS } from "../asset-labels.ts";

const column = gridColumnsOf<AssetListRow, typeof ASSET_LIST_COLUMNS>(ASSET_LIST_COLUMNS);

/** The fixed-asset list's columns; the rarely needed ones start hidden (the column chooser shows them). */
export const ASSET_COLUMNS: readonly DataGridColumn<AssetListRow>[] = [
  column("AssetTag", { width: 170 }),
  column("Name", { width: 240 }),
  column("Category", { width: 170 }),
  column("Manufacturer", { width: 170 }),
  column("PartNumber", { width: 150 }),
  column("Model", { width: 190, isHiddenByDefault: true }),
  column("SerialNumber", { width: 170 }),
  column("StatusId", {
    width: 140,
    options: labelOptions(
      STATUS_LABELS,
      Object.keys(STATUS_LABELS).map(Number) as (keyof typeof STATUS_LABELS)[],
    ),
    format: (row) => row.StatusName,
  }),
  column("VerificationState", {
    width: 180,
    options: labelOptions(
      VERIFICATION_LABELS as Readonly<Record<VerificationStateValue, string>>,
      Object.values(VerificationState),
    ),
  }),
  column("LocationName", { width: 220 }),
  column("Quantity", { width: 120 }),
  column("Serialized", {
    width: 140,
    isHiddenByDefault: true,
    options: [
      { value: 1, label: "Serialized" },
      { value: 0, label: "Consumable" },
    ],
    format: (row) => (row.Serialized ? "Serialized" : "Consumable"),
  }),
  column("VendorName", { width: 190, isHiddenByDefault: true }),
  column("PurchaseDate", { width: 150, isHiddenByDefault: true }),
  column("PurchaseCost", {
    width: 130,
    isHiddenByDefault: true,
    format: (row) => formatCost(row.PurchaseCost),
  }),
  column("UpdatedAt", { width: 200 }),
];

/** An asset as a card on a phone: tag, name, status, then where it stands, its category, serial and check. */
export const ASSET_CARD = pickCard(ASSET_COLUMNS, {
  overline: "AssetTag",
  title: "Name",
  status: "StatusId",
  facts: ["LocationName", "Category", "SerialNumber", "VerificationState"],
});
