import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import {
  AddToWarehouseReplySchema,
  AddToWarehouseSchema,
  GetWarehousesReplySchema,
  ScanWarehouseReplySchema,
  ScanWarehouseSchema,
  WarehouseMovementListQuerySchema,
  WarehouseMovementsReplySchema,
  WarehouseStockListQuerySchema,
  WarehouseStockReplySchema,
} from "./warehouse.schemas.ts";

export const AddToWarehouseContract = defineContract({
  method: "POST",
  path: "/FixedAsset/AddToWarehouse",
  summary: "Receive new units of a part into a warehouse (AddToWarehouseReply).",
  tag: "Warehouse",
  access: {
    kind: "module",
    moduleId: ModuleId.WarehouseAdd,
    parentId: ModuleId.FixedAssets,
    level: AccessRightType.ReadWrite,
  },
  body: AddToWarehouseSchema,
  reply: AddToWarehouseReplySchema,
});

const warehouseScreen = {
  kind: "module",
  moduleId: ModuleId.Warehouse,
  parentId: ModuleId.FixedAssets,
  level: AccessRightType.ReadOnly,
} as const;

export const GetWarehousesContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetWarehouses",
  summary: "The organisation's warehouses with what each holds (GetWarehousesReply).",
  tag: "Warehouse",
  access: warehouseScreen,
  reply: GetWarehousesReplySchema,
});

export const GetWarehouseStockContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetWarehouseStock",
  summary:
    "A page of warehouse stock per part, sorted and filtered on the server (ListReply<WarehouseStockRow>).",
  tag: "Warehouse",
  access: warehouseScreen,
  body: WarehouseStockListQuerySchema,
  reply: WarehouseStockReplySchema,
});

export const GetWarehouseMovementsContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetWarehouseMovements",
  summary: "A page of scans in and out of warehouses, newest first (ListReply<WarehouseMovementRow>).",
  tag: "Warehouse",
  access: warehouseScreen,
  body: WarehouseMovementListQuerySchema,
  reply: WarehouseMovementsReplySchema,
});

export const ScanWarehouseContract = defineContract({
  method: "POST",
  path: "/FixedAsset/ScanWarehouse",
  summary:
    "Scans an asset tag, a serial number or a consumable's part number in or out of a warehouse (ScanWarehouseReply).",
  tag: "Warehouse",
  access: {
    kind: "module",
    moduleId: ModuleId.WarehouseScan,
    parentId: ModuleId.FixedAssets,
    level: AccessRightType.ReadWrite,
  },
  body: ScanWarehouseSchema,
  reply: ScanWarehouseReplySchema,
});
