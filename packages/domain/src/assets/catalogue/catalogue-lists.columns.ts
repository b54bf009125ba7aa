import { defineListColumns } from "../../lists/list-columns.ts";

/*
 * The catalogue's lists (parts, categories, manufacturers, vendors): their grids and their server queries. The
 * grids' usage counts and yes/no columns (Active, Serialized, Parts, Assets) are read for the page's rows only,
 * so the list call cannot sort or filter by them and they are not described here.
 */

/** The parts list's columns (FixedAsset/GetPartConfigurationList). */
export const PART_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  PartNumber: { label: "Part number", type: "text" },
  PartName: { label: "Part name", type: "text" },
  CategoryId: { label: "Category id", type: "number" },
  CategoryName: { label: "Category", type: "text" },
  ManufacturerName: { label: "Manufacturer", type: "text" },
  Description: { label: "Description", type: "text" },
  AssetLabel: { label: "Asset label", type: "text" },
  Domain: { label: "Domain", type: "text" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** The asset categories list's columns (FixedAsset/GetCategoryList). */
export const CATEGORY_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Name: { label: "Name", type: "text" },
  Code: { label: "Code", type: "text" },
  Description: { label: "Description", type: "text" },
  Domain: { label: "Domain", type: "text" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** The manufacturers list's columns (FixedAsset/GetManufacturerList). */
export const MANUFACTURER_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Name: { label: "Name", type: "text" },
  Website: { label: "Website", type: "text" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** The vendors list's columns (FixedAsset/GetVendorList). */
export const VENDOR_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Name: { label: "Name", type: "text" },
  ContactName: { label: "Contact", type: "text" },
  Email: { label: "E-mail", type: "text" },
  Phone: { label: "Phone", type: "text" },
  Website: { label: "Website", type: "text" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
