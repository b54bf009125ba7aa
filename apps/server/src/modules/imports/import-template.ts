import ExcelJS from "exceljs";
import { IMPORT_COLUMNS, ImportColumnType, ImportKind, type ImportKindId } from "@fieldstead/domain";

export const TEMPLATE_FILE_NAMES: Readonly<Record<ImportKindId, string>> = {
  [ImportKind.Locations]: "Locations_Import_Template.xlsx",
  [ImportKind.Assets]: "Assets_Import_Template.xlsx",
  [ImportKind.Tasks]: "WorkOrders_Import_Template.xlsx",
  [ImportKind.Leases]: "Leases_Import_Template.xlsx",
  [ImportKind.ChargeCodes]: "ChargeCodes_Import_Template.xlsx",
};

const SHEET_NAMES: Readonly<Record<ImportKindId, string>> = {
  [ImportKind.Locations]: "Locations",
  [ImportKind.Assets]: "Assets",
  [ImportKind.Tasks]: "Work orders",
  [ImportKind.Leases]: "Leases",
  [ImportKind.ChargeCodes]: "Charge codes",
};

/** The kind's template: the header row (required columns marked by a bold header) and one example row. */
export const importTemplate = async (kind: ImportKindId): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[kind]);
  const columns = IMPORT_COLUMNS[kind];
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(14, c.header.length + 4),
  }));
  sheet.addRow(columns.map((c) => (c.example === "" ? null : c.example)));
  columns.forEach((c, i) => {
    const cell = sheet.getRow(1).getCell(i + 1);
    cell.font = { bold: c.isRequired };
    const hint = [
      c.isRequired ? "Required." : "Optional.",
      c.type === ImportColumnType.Choice
        ? `One of: ${c.choices?.map((x) => x.label).join(", ")}.`
        : (c.hint ?? `A ${c.type}.`),
      c.type === ImportColumnType.Date ? "YYYY-MM-DD, MMM DD, YYYY or DD-MM-YYYY." : "",
    ];
    cell.note = hint.filter(Boolean).join(" ");
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
