import { defineContract } from "../../shared/contract.ts";
import { ListQuerySchema } from "../../lists/list.schemas.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import {
  CatalogueDeleteReplySchema,
  CatalogueIdBodySchema,
  CatalogueIdQuerySchema,
  CreateCategorySchema,
  CreateManufacturerSchema,
  CreatePartConfigurationSchema,
  CategoryListReplySchema,
  CategoryWriteReplySchema,
  GeneratePartNumberReplySchema,
  GeneratePartNumberSchema,
  ManufacturerListReplySchema,
  ManufacturerWriteReplySchema,
  PartConfigurationSchema,
  PartListReplySchema,
  PartWriteReplySchema,
  PersistVendorSchema,
  SearchPartsReplySchema,
  SearchPartsSchema,
  UpdateCategorySchema,
  UpdateManufacturerSchema,
  UpdatePartConfigurationSchema,
  VendorListReplySchema,
  VendorWriteReplySchema,
} from "./asset-catalogue.schemas.ts";
import { fixedAssetOperation } from "../assets.contract.ts";

/**
 * The catalogue's calls. Reading needs Fixed Assets (read-only); categories are written under Entity
 * Management (the /categoryManagement screen's module), the rest under Settings (the /AssetConfigurationManagement
 * screen's module), with the two operations the spec names: manufacturer create (1045) and part-number
 * generation (1046). The parts configuration's five calls carry API version 2 (portal-platform §7).
 */
const TAG = "Asset catalogue";
const READ = { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly } as const;
const CATEGORIES_WRITE = {
  kind: "module",
  moduleId: ModuleId.EntityManagement,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadWrite,
} as const;
const SETTINGS_WRITE = {
  kind: "module",
  moduleId: ModuleId.Settings,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadWrite,
} as const;

export const SearchPartsContract = defineContract({
  method: "POST",
  path: "/FixedAsset/SearchParts",
  summary: "A few parts of the catalogue matching a text, for pickers (SearchPartsReply).",
  tag: TAG,
  access: READ,
  body: SearchPartsSchema,
  reply: SearchPartsReplySchema,
});

export const GetCategoryListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetCategoryList",
  summary: "A page of the asset categories (ListReply<CategoryListRow>).",
  tag: TAG,
  access: READ,
  body: ListQuerySchema,
  reply: CategoryListReplySchema,
});
export const CreateCategoryContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CreateCategory",
  summary: "Add an asset category; name and code are unique (CatalogueWriteReply<CategoryListRow>).",
  tag: TAG,
  access: CATEGORIES_WRITE,
  body: CreateCategorySchema,
  reply: CategoryWriteReplySchema,
});
export const UpdateCategoryContract = defineContract({
  method: "POST",
  path: "/FixedAsset/UpdateCategory",
  summary: "Change a category; a new name is copied onto its assets (CatalogueWriteReply<CategoryListRow>).",
  tag: TAG,
  access: CATEGORIES_WRITE,
  body: UpdateCategorySchema,
  reply: CategoryWriteReplySchema,
});
export const DeleteCategoryContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeleteCategory",
  summary: "Delete a category no part uses (CatalogueDeleteReply).",
  tag: TAG,
  access: CATEGORIES_WRITE,
  body: CatalogueIdBodySchema,
  reply: CatalogueDeleteReplySchema,
});

export const GetManufacturerListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetManufacturerList",
  summary: "A page of the manufacturers (ListReply<ManufacturerListRow>).",
  tag: TAG,
  access: READ,
  body: ListQuerySchema,
  reply: ManufacturerListReplySchema,
});
export const CreateManufacturerContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CreateManufacturer",
  summary: "Add a manufacturer (CatalogueWriteReply<ManufacturerListRow>).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.ManufacturerCreate),
  body: CreateManufacturerSchema,
  reply: ManufacturerWriteReplySchema,
});
export const UpdateManufacturerContract = defineContract({
  method: "POST",
  path: "/FixedAsset/UpdateManufacturer",
  summary: "Change a manufacturer; a new name is copied onto its assets.",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: UpdateManufacturerSchema,
  reply: ManufacturerWriteReplySchema,
});
export const DeleteManufacturerContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeleteManufacturer",
  summary: "Delete a manufacturer no part uses (CatalogueDeleteReply).",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: CatalogueIdBodySchema,
  reply: CatalogueDeleteReplySchema,
});

export const GetVendorListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetVendorList",
  summary: "A page of the vendors (ListReply<VendorListRow>).",
  tag: TAG,
  access: READ,
  body: ListQuerySchema,
  reply: VendorListReplySchema,
});
export const PersistVendorContract = defineContract({
  method: "POST",
  path: "/FixedAsset/PersistVendor",
  summary: "Create a vendor (no Id) or update one (its Id) (CatalogueWriteReply<VendorListRow>).",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: PersistVendorSchema,
  reply: VendorWriteReplySchema,
  apiVersion: 2,
});
export const DeleteVendorContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeleteVendor",
  summary: "Delete a vendor no asset names (CatalogueDeleteReply).",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: CatalogueIdBodySchema,
  reply: CatalogueDeleteReplySchema,
});

export const GetPartConfigurationListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetPartConfigurationList",
  summary: "A page of the parts configuration (ListReply<PartListRow>).",
  tag: TAG,
  access: READ,
  body: ListQuerySchema,
  reply: PartListReplySchema,
  apiVersion: 2,
});
export const GetPartConfigurationContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetPartConfiguration",
  summary: "One part of the parts configuration (PartConfiguration).",
  tag: TAG,
  access: READ,
  query: CatalogueIdQuerySchema,
  reply: PartConfigurationSchema,
  apiVersion: 2,
});
export const CreatePartConfigurationContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CreatePartConfiguration",
  summary: "Add a part; its part number is unique (CatalogueWriteReply<PartListRow>).",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: CreatePartConfigurationSchema,
  reply: PartWriteReplySchema,
  apiVersion: 2,
});
export const UpdatePartConfigurationContract = defineContract({
  method: "POST",
  path: "/FixedAsset/UpdatePartConfiguration",
  summary: "Change a part; its assets take the new name, category and manufacturer.",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: UpdatePartConfigurationSchema,
  reply: PartWriteReplySchema,
  apiVersion: 2,
});
export const DeletePartConfigurationContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeletePartConfiguration",
  summary: "Delete a part no asset uses (CatalogueDeleteReply).",
  tag: TAG,
  access: SETTINGS_WRITE,
  body: CatalogueIdBodySchema,
  reply: CatalogueDeleteReplySchema,
  apiVersion: 2,
});
export const GeneratePartNumberContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GeneratePartNumber",
  summary: "The category's next part number, taken from its counter (GeneratePartNumberReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.PartNumberGeneration),
  body: GeneratePartNumberSchema,
  reply: GeneratePartNumberReplySchema,
});
