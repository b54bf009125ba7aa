import { ASSET_LIST_COLUMNS, AssetStatus, type AssetListRow } from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";

const statusLabel = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2");

const column = gridColumnsOf<AssetListRow, typeof ASSET_LIST_COLUMNS>(ASSET_LIST_COLUMNS);

/** A compact set of the asset list's columns for the assets standing at one location. */
export const LOCATION_ASSET_COLUMNS: readonly DataGridColumn<AssetListRow>[] = [
  column("AssetTag", { width: 170 }),
  column("Name", { width: 240 }),
  column("Category", { width: 160 }),
  column("Model", { width: 170, isHiddenByDefault: true }),
  column("SerialNumber", { width: 160 }),
  column("StatusId", {
    width: 130,
    options: Object.entries(AssetStatus).map(([key, value]) => ({ value, label: statusLabel(key) })),
    format: (row) => row.StatusName,
  }),
  column("UpdatedAt", { width: 190, isHiddenByDefault: true }),
];

/** An asset here as a card on a phone: tag, name, status, category and serial number. */
export const LOCATION_ASSET_CARD = pickCard(LOCATION_ASSET_COLUMNS, {
  overline: "AssetTag",
  title: "Name",
  status: "StatusId",
  facts: ["Category", "SerialNumber"],
});
