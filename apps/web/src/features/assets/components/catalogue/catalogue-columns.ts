import type { CategoryListRow, ManufacturerListRow, PartListRow, VendorListRow } from "@fieldstead/domain";
import { updatedColumn, type DataGridColumn } from "../../../../components/grid/grid-columns.ts";

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
const updated = <Row extends { UpdatedAt: string }>() => updatedColumn<Row>({ width: 190 });

export const CATEGORY_COLUMNS: readonly DataGridColumn<CategoryListRow>[] = [
  { colId: "Name", header: "Name", type: "text", width: 220 },
  { colId: "Code", header: "Code", type: "text", width: 120 },
  { colId: "Description", header: "Description", type: "text", width: 280 },
  { colId: "Domain", header: "Domain", type: "text", width: 150 },
  flag<CategoryListRow>("IsActive", "Active", (r) => r.IsActive),
  count<CategoryListRow>("PartCount", "Parts"),
  updated<CategoryListRow>(),
];

export const PART_COLUMNS: readonly DataGridColumn<PartListRow>[] = [
  { colId: "PartNumber", header: "Part number", type: "text", width: 160 },
  { colId: "PartName", header: "Part name", type: "text", width: 240 },
  { colId: "CategoryName", header: "Category", type: "text", width: 170 },
  { colId: "ManufacturerName", header: "Manufacturer", type: "text", width: 180 },
  flag<PartListRow>("Serialized", "Serialized", (r) => r.Serialized),
  flag<PartListRow>("IsActive", "Active", (r) => r.IsActive),
  count<PartListRow>("AssetCount", "Assets"),
  { colId: "Domain", header: "Domain", type: "text", width: 140, isHiddenByDefault: true },
  { colId: "AssetLabel", header: "Asset label", type: "text", width: 140, isHiddenByDefault: true },
  updated<PartListRow>(),
];

export const MANUFACTURER_COLUMNS: readonly DataGridColumn<ManufacturerListRow>[] = [
  { colId: "Name", header: "Name", type: "text", width: 240 },
  { colId: "Website", header: "Website", type: "text", width: 260 },
  count<ManufacturerListRow>("PartCount", "Parts"),
  updated<ManufacturerListRow>(),
];

export const VENDOR_COLUMNS: readonly DataGridColumn<VendorListRow>[] = [
  { colId: "Name", header: "Name", type: "text", width: 220 },
  { colId: "ContactName", header: "Contact", type: "text", width: 170 },
  { colId: "Email", header: "E-mail", type: "text", width: 230 },
  { colId: "Phone", header: "Phone", type: "text", width: 160 },
  { colId: "Website", header: "Website", type: "text", width: 220, isHiddenByDefault: true },
  flag<VendorListRow>("IsActive", "Active", (r) => r.IsActive),
  count<VendorListRow>("AssetCount", "Assets"),
  updated<VendorListRow>(),
];
