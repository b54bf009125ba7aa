import { AssetStatus, type AssetListRow } from "@fieldstead/domain";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";

const statusLabel = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2");

/** A compact set of asset columns for the assets standing at one location. */
export const LOCATION_ASSET_COLUMNS: readonly DataGridColumn<AssetListRow>[] = [
  { colId: "AssetTag", header: "Asset tag", type: "text", width: 170 },
  { colId: "Name", header: "Name", type: "text", width: 240 },
  { colId: "Category", header: "Category", type: "text", width: 160 },
  { colId: "Model", header: "Model", type: "text", width: 170, isHiddenByDefault: true },
  { colId: "SerialNumber", header: "Serial number", type: "text", width: 160 },
  {
    colId: "StatusId",
    header: "Status",
    type: "set",
    width: 130,
    options: Object.entries(AssetStatus).map(([key, value]) => ({ value, label: statusLabel(key) })),
    format: (row) => row.StatusName,
  },
  {
    colId: "UpdatedAt",
    header: "Updated",
    type: "date",
    width: 190,
    showsTime: true,
    isHiddenByDefault: true,
  },
];

/** An asset here as a card on a phone: tag, name, status, category and serial number. */
export const LOCATION_ASSET_CARD = pickCard(LOCATION_ASSET_COLUMNS, {
  overline: "AssetTag",
  title: "Name",
  status: "StatusId",
  facts: ["Category", "SerialNumber"],
});
