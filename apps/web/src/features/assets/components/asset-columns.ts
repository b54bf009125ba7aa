import { VerificationState, type AssetListRow, type VerificationStateValue } from "@fieldstead/domain";
import type { DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";
import { formatCost, STATUS_LABELS, VERIFICATION_LABELS } from "../asset-labels.ts";

const options = <V extends string | number>(labels: Readonly<Record<V, string>>, values: readonly V[]) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The fixed-asset list's columns; the rarely needed ones start hidden (the column chooser shows them). */
export const ASSET_COLUMNS: readonly DataGridColumn<AssetListRow>[] = [
  { colId: "AssetTag", header: "Asset tag", type: "text", width: 170 },
  { colId: "Name", header: "Name", type: "text", width: 240 },
  { colId: "Category", header: "Category", type: "text", width: 170 },
  { colId: "Manufacturer", header: "Manufacturer", type: "text", width: 170 },
  { colId: "PartNumber", header: "Part number", type: "text", width: 150 },
  { colId: "Model", header: "Model", type: "text", width: 190, isHiddenByDefault: true },
  { colId: "SerialNumber", header: "Serial number", type: "text", width: 170 },
  {
    colId: "StatusId",
    header: "Status",
    type: "set",
    width: 140,
    options: options(STATUS_LABELS, Object.keys(STATUS_LABELS).map(Number) as (keyof typeof STATUS_LABELS)[]),
    format: (row) => row.StatusName,
  },
  {
    colId: "VerificationState",
    header: "Verification",
    type: "set",
    width: 180,
    options: options(
      VERIFICATION_LABELS as Readonly<Record<VerificationStateValue, string>>,
      Object.values(VerificationState),
    ),
  },
  { colId: "LocationName", header: "Location", type: "text", width: 220 },
  { colId: "Quantity", header: "Quantity", type: "number", width: 120 },
  {
    colId: "Serialized",
    header: "Kind",
    type: "set",
    width: 140,
    isHiddenByDefault: true,
    options: [
      { value: 1, label: "Serialized" },
      { value: 0, label: "Consumable" },
    ],
    format: (row) => (row.Serialized ? "Serialized" : "Consumable"),
  },
  { colId: "VendorName", header: "Vendor", type: "text", width: 190, isHiddenByDefault: true },
  { colId: "PurchaseDate", header: "Purchased", type: "date", width: 150, isHiddenByDefault: true },
  {
    colId: "PurchaseCost",
    header: "Cost",
    type: "number",
    width: 130,
    isHiddenByDefault: true,
    format: (row) => formatCost(row.PurchaseCost),
  },
  { colId: "UpdatedAt", header: "Updated", type: "date", width: 200, showsTime: true },
];

/** An asset as a card on a phone: tag, name, status, then where it stands, its category, serial and check. */
export const ASSET_CARD = pickCard(ASSET_COLUMNS, {
  overline: "AssetTag",
  title: "Name",
  status: "StatusId",
  facts: ["LocationName", "Category", "SerialNumber", "VerificationState"],
});
