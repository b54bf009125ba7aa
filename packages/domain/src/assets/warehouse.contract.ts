import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { AddToWarehouseSchema } from "./warehouse.schemas.ts";

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
});
