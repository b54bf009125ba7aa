import { defineListColumns } from "../../lists/list-columns.ts";

/** The warehouse stock list's columns (FixedAsset/GetWarehouseStock): its grid, its export and its server query. */
export const WAREHOUSE_STOCK_LIST_COLUMNS = defineListColumns({
  WarehouseId: { label: "Warehouse id", type: "number", sortable: false },
  WarehouseName: { label: "Warehouse", type: "text" },
  PartId: { label: "Part id", type: "number", sortable: false },
  PartNumber: { label: "Part number", type: "text" },
  PartName: { label: "Part name", type: "text" },
  Category: { label: "Category", type: "text" },
  Serialized: { label: "Kind", type: "set" },
  OnHand: { label: "On hand", type: "number" },
  SerializedCount: { label: "Serialized units", type: "number" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** The scan log's columns (FixedAsset/GetWarehouseMovements): its grid and its server query. */
export const WAREHOUSE_MOVEMENT_LIST_COLUMNS = defineListColumns({
  WarehouseId: { label: "Warehouse id", type: "number", sortable: false },
  WarehouseName: { label: "Warehouse", type: "text" },
  Direction: { label: "Direction", type: "set" },
  Code: { label: "Scanned", type: "text" },
  AssetTag: { label: "Asset tag", type: "text" },
  PartNumber: { label: "Part number", type: "text" },
  PartName: { label: "Part name", type: "text" },
  Quantity: { label: "Quantity", type: "number" },
  OtherLocationName: { label: "From / to", type: "text" },
  MaterialRequestNumber: { label: "Material request", type: "text" },
  CreatedAt: { label: "When", type: "date", showsTime: true },
});
