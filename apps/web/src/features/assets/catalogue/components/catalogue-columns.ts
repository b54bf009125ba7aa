import {
  CATEGORY_LIST_COLUMNS,
  MANUFACTURER_LIST_COLUMNS,
  PART_LIST_COLUMNS,
  VENDOR_LIST_COLUMNS,
  type CategoryListRow,
  type ManufacturerListRow,
  type PartListRow,
  type VendorListRow,
} from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../components/grid/grid-columns.ts";

/*
 * The usage counts and yes/no columns are the grid's own: they are read for the page's rows only, so the list
 * call cannot sort or filter by them, and the lists' descriptions (packages/domain) do not name them.
 */
const count = <Row>(colId: keyof Row & string, header: string): DataGridColumn<Row> => ({
  colId,
  header,
  type: "number",
  width: 110,
  isSortable: false,
  isFilterable: false,
});
const flag = <Row>(
  colId: keyof Row & string,
  header: string,
  read: (row: Row) => boolean,
): DataGridColumn<Row> => ({
  colId,
  header,
  type: "text",
  width: 120,
  isSortable: false,
  isFilterable: false,
  format: (row) => (read(row) ? "Yes" : "No"),
});

const category = gridColumnsOf<CategoryListRow, typeof CATEGORY_LIST_COLUMNS>(CATEGORY_LIST_COLUMNS);

export const CATEGORY_COLUMNS: readonly DataGridColumn<CategoryListRow>[] = [
  category("Name", { width: 220 }),
  category("Code", { width: 120 }),
  category("Description", { width: 280 }),
  category("Domain", { width: 150 }),
  flag<CategoryListRow>("IsActive", "Active", (r) => r.IsActive),
  count<CategoryListRow>("PartCount", "Parts"),
  category("UpdatedAt", { width: 190 }),
];

const part = gridColumnsOf<PartListRow, typeof PART_LIST_COLUMNS>(PART_LIST_COLUMNS);

export const PART_COLUMNS: readonly DataGridColumn<PartListRow>[] = [
  part("PartNumber", { width: 160 }),
  part("PartName", { width: 240 }),
  part("CategoryName", { width: 170 }),
  part("ManufacturerName", { width: 180 }),
  flag<PartListRow>("Serialized", "Serialized", (r) => r.Serialized),
  flag<PartListRow>("IsActive", "Active", (r) => r.IsActive),
  count<PartListRow>("AssetCount", "Assets"),
  part("Domain", { width: 140, isHiddenByDefault: true }),
  part("AssetLabel", { width: 140, isHiddenByDefault: true }),
  part("UpdatedAt", { width: 190 }),
];

const manufacturer = gridColumnsOf<ManufacturerListRow, typeof MANUFACTURER_LIST_COLUMNS>(
  MANUFACTURER_LIST_COLUMNS,
);

export const MANUFACTURER_COLUMNS: readonly DataGridColumn<ManufacturerListRow>[] = [
  manufacturer("Name", { width: 240 }),
  manufacturer("Website", { width: 260 }),
  count<ManufacturerListRow>("PartCount", "Parts"),
  manufacturer("UpdatedAt", { width: 190 }),
];

const vendor = gridColumnsOf<VendorListRow, typeof VENDOR_LIST_COLUMNS>(VENDOR_LIST_COLUMNS);

export const VENDOR_COLUMNS: readonly DataGridColumn<VendorListRow>[] = [
  vendor("Name", { width: 220 }),
  vendor("ContactName", { width: 170 }),
  vendor("Email", { width: 230 }),
  vendor("Phone", { width: 160 }),
  vendor("Website", { width: 220, isHiddenByDefault: true }),
  flag<VendorListRow>("IsActive", "Active", (r) => r.IsActive),
  count<VendorListRow>("AssetCount", "Assets"),
  vendor("UpdatedAt", { width: 190 }),
];
