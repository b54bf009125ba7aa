import { defineListColumns } from "../lists/list-columns.ts";

/** The fixed-asset list's columns (FixedAsset/GetAssetList): its grid, its export and its server query. */
export const ASSET_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  AssetTag: { label: "Asset tag", type: "text" },
  Name: { label: "Name", type: "text" },
  Category: { label: "Category", type: "text" },
  Manufacturer: { label: "Manufacturer", type: "text" },
  Model: { label: "Model", type: "text" },
  SerialNumber: { label: "Serial number", type: "text" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  VerificationState: { label: "Verification", type: "set" },
  LocationId: { label: "Location id", type: "number" },
  LocationName: { label: "Location", type: "text" },
  PartNumber: { label: "Part number", type: "text" },
  VendorName: { label: "Vendor", type: "text" },
  Serialized: { label: "Kind", type: "set" },
  Quantity: { label: "Quantity", type: "number" },
  PurchaseDate: { label: "Purchased", type: "date" },
  PurchaseCost: { label: "Cost", type: "number" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
