import {
  ASSET_LIST_COLUMNS,
  MATERIAL_REQUEST_LIST_COLUMNS,
  MOVE_REQUEST_LIST_COLUMNS,
  WAREHOUSE_STOCK_LIST_COLUMNS,
} from "@fieldstead/domain";
import { exportColumnsOf, type ExportColumn } from "./export-column-kit.ts";

const asset = exportColumnsOf(ASSET_LIST_COLUMNS);

export const ASSET_LIST_EXPORT: readonly ExportColumn[] = [
  asset("AssetTag"),
  asset("Name", { width: 30 }),
  asset("Category"),
  asset("Manufacturer"),
  asset("PartNumber"),
  asset("Model"),
  asset("SerialNumber"),
  asset("StatusId", { width: 14, field: "StatusName" }),
  asset("VerificationState", { kind: "state" }),
  asset("LocationName", { width: 26 }),
  asset("Quantity", { width: 10 }),
  asset("Serialized", { kind: "unitKind", width: 12 }),
  asset("VendorName"),
  asset("PurchaseDate", { width: 12 }),
  asset("PurchaseCost", { width: 12 }),
  asset("UpdatedAt", { width: 17 }),
];

const moveRequest = exportColumnsOf(MOVE_REQUEST_LIST_COLUMNS);

export const MOVE_REQUESTS_EXPORT: readonly ExportColumn[] = [
  moveRequest("RequestNumber", { width: 14 }),
  moveRequest("StatusId", { width: 18, field: "StatusName" }),
  moveRequest("FromLocationName", { width: 26 }),
  moveRequest("ToLocationName", { width: 26 }),
  moveRequest("AssetCount", { width: 10 }),
  moveRequest("RequestedByName"),
  moveRequest("RequestedAt", { width: 17 }),
  moveRequest("Reason", { width: 30 }),
  moveRequest("UpdatedAt", { width: 17 }),
];

const materialRequest = exportColumnsOf(MATERIAL_REQUEST_LIST_COLUMNS);

export const MATERIAL_REQUESTS_EXPORT: readonly ExportColumn[] = [
  materialRequest("RequestNumber", { width: 14 }),
  materialRequest("StatusId", { width: 18, field: "StatusName" }),
  materialRequest("LocationName", { width: 26 }),
  materialRequest("NeededBy", { width: 12 }),
  materialRequest("ItemCount", { width: 8 }),
  materialRequest("TotalQuantity", { width: 8 }),
  materialRequest("RequestedByName"),
  materialRequest("RequestedAt", { width: 17 }),
  materialRequest("WarehouseName", { width: 24 }),
  materialRequest("FulfilledAt", { width: 17 }),
];

const stock = exportColumnsOf(WAREHOUSE_STOCK_LIST_COLUMNS);

export const WAREHOUSE_STOCK_EXPORT: readonly ExportColumn[] = [
  stock("PartNumber"),
  stock("PartName", { width: 28 }),
  stock("Category"),
  stock("Serialized", { kind: "unitKind", width: 12 }),
  stock("OnHand", { width: 10 }),
  stock("SerializedCount", { width: 10 }),
  stock("WarehouseName", { width: 24 }),
  stock("UpdatedAt", { width: 17 }),
];
